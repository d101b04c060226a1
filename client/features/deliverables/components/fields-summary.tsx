/** What to fix in a template's form, announced as soon as it appears. */
export function FieldsSummary({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm font-medium text-red-700 empty:hidden dark:text-red-400">
      {message}
    </p>
  );
}
