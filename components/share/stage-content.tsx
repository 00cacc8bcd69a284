import { getTranslations } from 'next-intl/server';
import type { SharedStage } from '@/lib/data/share/view';
import { MarkdownText } from '@/components/ui/markdown-text';
import { ArtifactView } from './artifact-view';
import { humanise } from '@/components/stage/artifact/humanise';
import { PassageComment } from './passage-comment';

/**
 * The current text of one stage: its artifact, then each section's prose. Through a comment link
 * (`commentToken`), each written section also takes comments on its passages.
 */
export async function StageContent({ stage, commentToken }: { stage: SharedStage; commentToken: string | null }) {
  const t = await getTranslations();
  const headingId = `stage-text-${stage.key}`;
  const empty = stage.artifact === null && !stage.artifactText && stage.sections.length === 0;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-5"
      data-testid={`shared-stage-${stage.key}`}
    >
      <h3 id={headingId} className="text-base font-semibold">
        {t(`stages.${stage.key}`)}
      </h3>
      {empty && <p className="mt-2 text-sm text-stone-500">{t('share.view.nothingYet')}</p>}
      {stage.artifact !== null && (
        <div className="mt-3 text-sm leading-relaxed">
          <ArtifactView
            value={stage.artifact}
            label={(key) => (t.has(`artifactFields.labels.${key}`) ? t(`artifactFields.labels.${key}`) : humanise(key))}
          />
        </div>
      )}
      {stage.artifact === null && stage.artifactText && (
        <div className="mt-3 flex max-w-[72ch] flex-col gap-3 leading-relaxed text-stone-800">
          <MarkdownText text={stage.artifactText} headingBelow={3} />
        </div>
      )}
      {stage.sections.map((section) => (
        <article
          key={section.id}
          className="mt-4 border-t border-stone-100 pt-4"
          aria-labelledby={`section-${section.id}`}
        >
          <h4 id={`section-${section.id}`} className="font-medium">
            <span className="mr-1 text-stone-500">{section.displayNumber}</span>
            {section.title}
          </h4>
          {section.text && commentToken ? (
            <PassageComment
              token={commentToken}
              sectionId={section.id}
              sectionLabel={`${section.displayNumber} ${section.title}`}
            >
              <MarkdownText text={section.text} headingBelow={4} />
            </PassageComment>
          ) : section.text ? (
            <div className="mt-2 flex max-w-[72ch] flex-col gap-3 leading-relaxed text-stone-800">
              <MarkdownText text={section.text} headingBelow={4} />
            </div>
          ) : (
            <p className="mt-2 text-sm text-stone-500">{t('share.view.notWritten')}</p>
          )}
        </article>
      ))}
    </section>
  );
}
