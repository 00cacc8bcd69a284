import { ownedStageOrNotFound, requirePageCaller } from '@/lib/authz/pages';
import { ClientMessages } from '@/components/ui/client-messages';
import { EditorScriptEarly } from '@/components/editor/editor-script-early';

type Props = { children: React.ReactNode; params: Promise<{ projectId: string; stageKey: string }> };

// The stage page streams behind loading.tsx, which would send "200" before the page could say
// "not found". The layout sits outside that boundary, so a stranger's or unknown stage is a real 404.
export default async function StageLayout({ children, params }: Props) {
  const caller = await requirePageCaller();
  const { projectId: rawId, stageKey } = await params;
  await ownedStageOrNotFound(caller, rawId, stageKey);
  return (
    <ClientMessages scope="stage">
      <EditorScriptEarly />
      {children}
    </ClientMessages>
  );
}
