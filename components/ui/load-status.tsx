import { ErrorText } from './error-text';

/** What a panel shows while its data loads on demand, or when loading failed; nothing once it is ready. */
export function LoadStatus({
  status,
  loading,
  failed,
}: {
  status: 'loading' | 'error' | 'ready';
  loading: string;
  failed: string;
}) {
  if (status === 'loading')
    return (
      <p role="status" className="text-sm text-stone-500">
        {loading}
      </p>
    );
  if (status === 'error') return <ErrorText>{failed}</ErrorText>;
  return null;
}
