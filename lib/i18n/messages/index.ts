import enCore from './en/core.json';
import zhCore from './zh/core.json';
import enStage from './en/stage.json';
import zhStage from './zh/stage.json';
import enShare from './en/share.json';
import zhShare from './zh/share.json';
import enAdmin from './en/admin.json';
import zhAdmin from './zh/admin.json';
import enLoops from './en/loops.json';
import zhLoops from './zh/loops.json';
import enSecurity from './en/security.json';
import zhSecurity from './zh/security.json';
import enImport from './en/import.json';
import zhImport from './zh/import.json';
import enReferences from './en/references.json';
import zhReferences from './zh/references.json';
import enLive from './en/live.json';
import zhLive from './zh/live.json';
import enComments from './en/comments.json';
import zhComments from './zh/comments.json';
import enBible from './en/bible.json';
import zhBible from './zh/bible.json';
import enContinuity from './en/continuity.json';
import zhContinuity from './zh/continuity.json';
import enArtifactFields from './en/artifact-fields.json';
import enRipples from './en/ripples.json';
import zhRipples from './zh/ripples.json';
import zhArtifactFields from './zh/artifact-fields.json';
import enEditorReview from './en/editor-review.json';
import zhEditorReview from './zh/editor-review.json';
import enCosts from './en/costs.json';
import zhCosts from './zh/costs.json';
import enMutedKinds from './en/muted-kinds.json';
import zhMutedKinds from './zh/muted-kinds.json';
import enVoice from './en/voice.json';
import zhVoice from './zh/voice.json';

// Each feature keeps its strings in its own file per language (top-level keys are namespaces);
// they are merged here. A test checks that both languages have the same keys and placeholders.
export const MESSAGES = {
  en: {
    ...enCore,
    ...enStage,
    ...enShare,
    ...enAdmin,
    ...enLoops,
    ...enSecurity,
    ...enImport,
    ...enReferences,
    ...enLive,
    ...enComments,
    ...enBible,
    ...enContinuity,
    ...enArtifactFields,
    ...enEditorReview,
    ...enCosts,
    ...enMutedKinds,
    ...enVoice,
    ...enRipples,
  },
  zh: {
    ...zhCore,
    ...zhStage,
    ...zhShare,
    ...zhAdmin,
    ...zhLoops,
    ...zhSecurity,
    ...zhImport,
    ...zhReferences,
    ...zhLive,
    ...zhComments,
    ...zhBible,
    ...zhContinuity,
    ...zhArtifactFields,
    ...zhEditorReview,
    ...zhCosts,
    ...zhMutedKinds,
    ...zhVoice,
    ...zhRipples,
  },
};
