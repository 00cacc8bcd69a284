/** A generated password, shown once to the admin who asked for it. */
export function OneTimePassword({ label, password }: { label: string; password: string }) {
  return (
    <div role="status" className="rounded-md bg-amber-50 p-3 text-sm">
      <p>{label}</p>
      <code data-testid="one-time-password" className="mt-1 block select-all font-mono text-base">
        {password}
      </code>
    </div>
  );
}
