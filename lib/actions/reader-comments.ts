'use server';

import { headers } from 'next/headers';
import { db } from '../db';
import { CLIENT_ADDRESS_HEADER } from '../auth/client-address';
import { addReaderComment } from '../data/refinement/reader-comments';
import { resolveLocale } from '../i18n/request';
import { ReaderCommentSchema } from './reader-comments.schema';
import { runPublicAction } from '../authz/actions';

/**
 * The one action a share token reaches: a comment on a passage, through a link that allows comments.
 * It writes the comment and nothing else; the owner meets it as a reader suggestion in the next round.
 */
export async function commentOnPassage(input: unknown) {
  return runPublicAction('commentOnPassage', await resolveLocale(), ReaderCommentSchema, input, async (data) => {
    const address = (await headers()).get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
    const { token, ...comment } = data;
    return addReaderComment(db(), { token, comment, clientAddress: address });
  });
}
