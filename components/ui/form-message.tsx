import type { ReactNode } from 'react';

const TONES = {
  error: { role: 'alert', className: 'bg-red-50 text-red-800' },
  info: { role: 'status', className: 'bg-stone-100' },
} as const;

/** A form's answer under its fields: an error is announced at once, a note politely; nothing when empty. */
export function FormMessage({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  if (!children) return null;
  const { role, className } = TONES[tone];
  return (
    <p role={role} className={`rounded-md px-3 py-2 text-sm ${className}`}>
      {children}
    </p>
  );
}
