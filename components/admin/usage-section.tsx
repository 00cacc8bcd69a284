/** A titled card on the usage page; its table or chart goes inside. */
export function UsageSection({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-2 overflow-x-auto rounded-xl border border-stone-200 bg-white p-3"
    >
      <h2 id={`${id}-heading`} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
