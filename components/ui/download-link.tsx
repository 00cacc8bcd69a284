'use client';

import type { ReactNode } from 'react';
import { commitPendingEdits, editorsMounted } from './pending-edits';

/**
 * A download of what the server holds. With editors on the page, what they have not saved yet is saved
 * first, so the file holds what the writer sees; a save that does not go through leaves the download
 * to the writer's next click (the editor shows why).
 */
export function DownloadLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      download
      className={className}
      onClick={(e) => {
        if (!editorsMounted()) return;
        e.preventDefault();
        void commitPendingEdits().then((outcome) => outcome === 'saved' && window.location.assign(href));
      }}
    >
      {children}
    </a>
  );
}
