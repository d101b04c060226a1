/** Suggestions for a free-text category: the ones already in use, so spellings stay consistent. */
export function CategoryOptions({ id, categories }: { id: string; categories: string[] }) {
  return (
    <datalist id={id}>
      {categories.map((category) => (
        <option key={category} value={category} />
      ))}
    </datalist>
  );
}
