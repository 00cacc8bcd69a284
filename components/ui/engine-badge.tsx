import { useTranslations } from 'next-intl';

interface Props {
  engine: 'model' | 'offline' | null;
  /** The model's name, when a model produced it. */
  model?: string | null;
  /** A short prefix such as "Current version"; the badge alone when omitted. */
  prefix?: string;
}

/** Which engine produced something (or will): the UI always says so (DESIGN §7). */
export function EngineBadge({ engine, model, prefix }: Props) {
  const t = useTranslations();
  if (!engine) return null;
  const name = engine === 'model' && model ? `${t('engine.model')} · ${model}` : t(`engine.${engine}`);
  const tone =
    engine === 'model' ? 'bg-violet-50 text-violet-800 ring-violet-200' : 'bg-stone-100 text-stone-700 ring-stone-200';
  return (
    <span
      className={`inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs ring-1 ring-inset ${tone}`}
      data-engine={engine}
    >
      {prefix && <span className="text-stone-600">{prefix}:</span>}
      {name}
    </span>
  );
}
