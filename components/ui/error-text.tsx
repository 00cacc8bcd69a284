import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** How the line is set (its size, its place); red is added. */
  className?: string;
  /** For a field that names this line in its aria-describedby. */
  id?: string;
}

/** A failure said in a line beside what failed: announced at once; nothing when there is none. */
export function ErrorText({ children, className = 'text-sm', id }: Props) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={`${className} text-red-700`.trim()}>
      {children}
    </p>
  );
}
