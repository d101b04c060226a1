import type { ReactNode } from "react";

/** A part of a quality dialog, named by its small heading. */
export function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-2 *:min-w-0">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
