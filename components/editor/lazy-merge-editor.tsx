'use client';

import dynamic from 'next/dynamic';

/** The merge view, loaded only when a conflict or a variant comparison opens (it is not needed before). */
export const MergeEditor = dynamic(() => import('./merge-editor').then((m) => m.MergeEditor), { ssr: false });
