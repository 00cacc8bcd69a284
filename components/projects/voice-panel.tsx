import { getTranslations } from 'next-intl/server';
import type { ProjectVoice } from '@/lib/data/projects/voice';
import { dialogueAmount, sentenceKind } from '@/lib/workflow/voice/describe';
import { ENOUGH, type VoiceProfile } from '@/lib/workflow/voice/profile';
import { VoiceNotesForm } from './voice-notes-form';

/** The writer's voice in plain words, as measured on their own text, and their notes on it. */
export async function VoicePanel({ projectId, voice }: { projectId: string; voice: ProjectVoice }) {
  const t = await getTranslations('voice.profile');
  const p = voice.profile;
  return (
    <details className="rounded-xl border border-stone-200 bg-white p-4" data-testid="voice-panel">
      <summary className="cursor-pointer font-medium">{t('title')}</summary>
      <div className="mt-3 flex flex-col gap-3 text-sm text-stone-800">
        <p className="text-xs text-stone-500">{t('intro')}</p>
        {p.size === 0 ? <p>{t('none')}</p> : <ProfileLines profile={p} t={t} />}
        <VoiceNotesForm projectId={projectId} notes={voice.notes} version={voice.version} />
      </div>
    </details>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<'voice.profile'>>>;

function ProfileLines({ profile: p, t }: { profile: VoiceProfile; t: Translate }) {
  const list = (words: string[]) => words.join(t('listSeparator'));
  const unitName = t(`units.${p.sentences.unit}`);
  const parts = [p.tense && t(`tenses.${p.tense}`), p.person && t(`persons.${p.person}`)].filter(Boolean);
  return (
    <>
      {!p.enough && (
        <p className="text-stone-600">{t('little', { size: p.size, unitName, enough: ENOUGH[p.language] })}</p>
      )}
      <ul className="list-disc space-y-1 pl-5" data-testid="voice-profile">
        <li>
          {t('sentences', {
            kind: t(`kinds.${sentenceKind(p)}`),
            median: p.sentences.median,
            p10: p.sentences.p10,
            p90: p.sentences.p90,
            unitName,
          })}
        </li>
        <li>
          {t('dialogue', {
            amount: t(`amounts.${dialogueAmount(p.dialogueShare)}`),
            percent: Math.round(p.dialogueShare * 100),
          })}
        </li>
        {parts.length > 0 && <li>{t('narration', { parts: parts.join(t('listSeparator')) })}</li>}
        {p.uses.length > 0 && <li>{t('uses', { words: list(p.uses) })}</li>}
        {p.avoids.length > 0 && <li>{t('avoids', { words: list(p.avoids) })}</li>}
      </ul>
      {p.examples.length > 0 && (
        <details>
          <summary className="cursor-pointer text-stone-700">{t('examples')}</summary>
          <div className="mt-2 flex flex-col gap-2">
            {p.examples.map((example) => (
              <blockquote key={example} className="border-l-2 border-stone-300 pl-3 whitespace-pre-wrap text-stone-700">
                {example}
              </blockquote>
            ))}
          </div>
        </details>
      )}
    </>
  );
}
