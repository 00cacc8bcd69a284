import type { ReactNode } from 'react';

interface Props {
  /** The heading's id, unique on the page; the panel is labelled by it for assistive technology. */
  id: string;
  title: ReactNode;
  /** h2 for a panel of the page, h3 for one inside another. */
  level?: 2 | 3;
  /** What stands beside the heading, to its right (links, a button, a badge). */
  actions?: ReactNode;
  /** The card's own look: border, padding, gaps. */
  className: string;
  testId?: string;
  children: ReactNode;
}

/** A card of the page under its own heading, with what acts on it beside the heading. */
export function Panel({ id, title, level = 2, actions, className, testId, children }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = (
    <Heading id={id} className="font-medium">
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      {actions === undefined ? (
        heading
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
