import { db } from '@/lib/db';
import { projectVoice } from '@/lib/data/projects/voice';
import { VoicePanel } from '@/components/projects/voice-panel';

/** Reads every section's own text to measure it, so it streams in after the rest of the page. */
export async function VoicePanelLoader({ ownerId, projectId }: { ownerId: string; projectId: string }) {
  return <VoicePanel projectId={projectId} voice={await projectVoice({ db: db(), ownerId, projectId })} />;
}
