import type { ReactNode } from 'react';

interface Props {
  /** The heading's id, unique on the page; the section is labelled by it. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A page section under its own level-2 heading, labelled by it for assistive technology. */
export function TitledSection({ id, title, children }: Props) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
