import type { Prisma } from '../../generated/prisma/client';

/** Closes a round's clock: finishedAt now, durationMs since it was opened. */
export async function finishRoundTiming(tx: Prisma.TransactionClient, roundId: string): Promise<void> {
  const { createdAt } = await tx.round.findUniqueOrThrow({ where: { id: roundId }, select: { createdAt: true } });
  const now = new Date();
  await tx.round.update({
    where: { id: roundId },
    data: { finishedAt: now, durationMs: now.getTime() - createdAt.getTime() },
  });
}
