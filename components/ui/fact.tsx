/** One term and its value in a grid of facts (a `<dl>`): muted term above, value below. */
export function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-stone-500">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
