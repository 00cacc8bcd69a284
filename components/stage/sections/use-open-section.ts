'use client';

import { useState } from 'react';
import { useJson } from '@/components/ui/use-json';
import type { SectionOutline, SectionView } from '@/lib/data/sections/section-outline';

/**
 * The section the writer has open, with its text. The page arrives with one section's text; opening
 * another reads it from the server (fresh each time, so text saved meanwhile is never shown stale),
 * and the section shown so far stays until it has arrived. The address remembers the choice, so a
 * refresh of the page renders that section again. Until the writer picks one, the section a run is
 * writing (`following`) is shown, so its text can be watched as it arrives.
 */
export function useOpenSection(
  projectId: string,
  sections: SectionOutline[],
  fromPage: SectionView | null,
  following: string | null = null,
) {
  const [selectedId, setSelectedId] = useState<string | null>(fromPage?.id ?? null);
  const [picked, setPicked] = useState(false);
  const [seq, setSeq] = useState(0);
  // The page's copy is used until the writer opens another section; a page refresh brings a new one.
  const [pageCopy, setPageCopy] = useState(fromPage);
  const [seenPage, setSeenPage] = useState(fromPage);
  if (fromPage !== seenPage) {
    setSeenPage(fromPage);
    setPageCopy(fromPage);
    // A link to another section of this stage (?section=…, as the Continuity panel's) opens that section.
    if (fromPage && fromPage.id !== selectedId) setSelectedId(fromPage.id);
  }
  const preferred = !picked && following ? following : selectedId;
  const wanted = (sections.find((s) => s.id === preferred) ?? sections[0])?.id ?? null;
  const onPage = pageCopy?.id === wanted ? pageCopy : null;
  const loaded = useJson<SectionView>(
    wanted && !onPage ? `/api/projects/${projectId}/sections/${wanted}` : null,
    String(seq),
  );
  const arrived = onPage ?? (loaded.status === 'ready' && loaded.value?.id === wanted ? loaded.value : null);
  const [shown, setShown] = useState<SectionView | null>(arrived);
  if (arrived && arrived !== shown) setShown(arrived);

  function select(id: string) {
    setPicked(true);
    setSelectedId(id);
    setPageCopy(null);
    setSeq((n) => n + 1);
    const url = new URL(window.location.href);
    url.searchParams.set('section', id);
    window.history.replaceState(window.history.state, '', url);
  }

  return {
    /** The section chosen in the list (its text may still be on its way). */
    selectedId: wanted,
    /** The section whose text is shown: the chosen one once it has arrived. */
    section: shown && sections.some((s) => s.id === shown.id) ? shown : null,
    opening: wanted !== null && shown?.id !== wanted && loaded.status !== 'error',
    failed: wanted !== null && !arrived && loaded.status === 'error',
    select,
  };
}
