'use server';

import { after } from 'next/server';
import { db } from '../db';
import { recordProjectActivity } from '../data/projects/record-activity';
import { saveArtifactData } from '../data/versions/save-artifact';
import { saveSectionText } from '../data/versions/save-section';
import { saveStageNotes } from '../data/stages/save-notes';
import { editSections, type SectionOp } from '../data/sections/section-ops';
import { approveStage as approve } from '../data/stages/approve-stage';
import { retryRun as retry } from '../data/runs/retry-run';
import { startStage } from '../data/stages/start-stage';
import { regenerateSections as regenerateTargeted, stageKeyOfSection } from '../data/stages/regenerate-sections';
import { requestCancel } from '../data/runs/lifecycle';
import { startOneShot } from '../data/stages/start-one-shot';
import { proposeRegeneration } from '../data/stages/propose-regeneration';
import { setSectionLocked } from '../data/sections/lock-section';
import { setFieldLocked } from '../data/stages/lock-field';
import { previewArtifactRipple, proposeArtifactRipple } from '../data/ripples/propose-artifact-ripple';
import { previewFactRipple, proposeFactRipple } from '../data/ripples/propose-fact-ripple';
import { runAction } from '../authz/actions';
import { queued, refreshProject as refresh } from './refresh';
import { translatorFor } from '../i18n/translator';
import {
  ApproveStageSchema,
  DeleteSectionSchema,
  InsertSectionSchema,
  MergeSectionsSchema,
  MoveSectionSchema,
  LockFieldSchema,
  LockSectionSchema,
  ProjectRef,
  ProposeRegenerationSchema,
  ProposePlanRippleSchema,
  ProposeFactRippleSchema,
  SectionRippleRef,
  RegenerateSectionsSchema,
  RunRef,
  SaveArtifactSchema,
  SaveNotesSchema,
  SaveSectionSchema,
  SplitSectionSchema,
  StageRef,
} from './stages.schema';

export async function generateStage(input: unknown) {
  return runAction('generateStage', StageRef, input, async (c, d, scope) =>
    queued(d.projectId, await startStage(scope, { stageKey: d.stageKey })),
  );
}

export async function regenerateStage(input: unknown) {
  return runAction('regenerateStage', StageRef, input, async (c, d, scope) =>
    queued(d.projectId, await startStage(scope, { stageKey: d.stageKey, regenerate: true })),
  );
}

export async function approveStage(input: unknown) {
  return runAction('approveStage', ApproveStageSchema, input, async (c, d, scope) =>
    queued(d.projectId, await approve(scope, d.stageKey, { askIfUnfinished: !d.confirmed })),
  );
}

export async function runOneShot(input: unknown) {
  return runAction('runOneShot', ProjectRef, input, async (c, d, scope) =>
    queued(d.projectId, await startOneShot(scope)),
  );
}

export async function retryRun(input: unknown) {
  return runAction('retryRun', RunRef, input, async (c, d, scope) => queued(d.projectId, await retry(scope, d.runId)));
}

export async function cancelRun(input: unknown) {
  return runAction('cancelRun', RunRef, input, async (c, d) => {
    await requestCancel(db(), d.projectId, d.runId, c.id);
    refresh(d.projectId);
    return null;
  });
}

export async function regenerateSections(input: unknown) {
  return runAction('regenerateSections', RegenerateSectionsSchema, input, async (c, d, scope) =>
    queued(d.projectId, await regenerateTargeted(scope, { stageKey: d.stageKey, sectionIds: d.sectionIds })),
  );
}

/** Locks a section against regeneration, revision and ripples, or unlocks it. */
export async function lockSection(input: unknown) {
  return runAction('lockSection', LockSectionSchema, input, async (c, d, scope) => {
    await setSectionLocked(scope, { sectionId: d.sectionId, locked: d.locked });
  });
}

/** Locks a field of a stage's artifact against regeneration and revision rounds, or unlocks it. */
export async function lockField(input: unknown) {
  return runAction('lockField', LockFieldSchema, input, async (c, d, scope) => {
    const result = await setFieldLocked(scope, { stageKey: d.stageKey, field: d.field, locked: d.locked });
    refresh(d.projectId);
    return result;
  });
}

/** A written section regenerated beside its text, as a proposal the writer compares and takes parts of. */
export async function regenerateAsProposal(input: unknown) {
  return runAction('proposeRegeneration', ProposeRegenerationSchema, input, async (c, d, scope) =>
    queued(d.projectId, await proposeRegeneration(scope, { sectionId: d.sectionId })),
  );
}

export async function saveArtifact(input: unknown) {
  return runAction('saveArtifact', SaveArtifactSchema, input, async (c, d, scope) => {
    const result = await saveArtifactData(scope, {
      stageKey: d.stageKey,
      baseVersion: d.version,
      data: d.data,
      translate: translatorFor(c.locale),
      editSession: d.editSession,
    });
    // Like a section save, the answer carries what changed (the form, its review and its history show it).
    after(() => recordProjectActivity(db(), d.projectId));
    return result;
  });
}

export async function saveSection(input: unknown) {
  return runAction('saveSection', SaveSectionSchema, input, async (c, d, scope) => {
    // The answer is all the page needs (the new edit version and the count): no page renders again.
    const saved = await saveSectionText(scope, {
      sectionId: d.sectionId,
      baseVersion: d.version,
      text: d.text,
      editSession: d.editSession,
    });
    after(() => recordProjectActivity(db(), d.projectId));
    return saved;
  });
}

export async function saveNotes(input: unknown) {
  return runAction('saveNotes', SaveNotesSchema, input, async (c, d, scope) =>
    saveStageNotes(scope, { stageKey: d.stageKey, baseVersion: d.version, notes: d.notes }),
  );
}

export async function insertSection(input: unknown) {
  return runAction('insertSection', InsertSectionSchema, input, async (c, d, scope) => {
    const { sectionId } = await editSections(scope, {
      stageKey: d.stageKey,
      op: {
        op: 'insert',
        position: d.position,
        title: d.title,
        goal: d.goal,
      },
    });
    refresh(d.projectId);
    return { sectionId: sectionId! };
  });
}

/** A section operation on the stage that holds `sectionId` (the caller names the section, not the stage). */
async function onSectionStage(callerId: string, projectId: string, sectionId: string, op: SectionOp) {
  const stageKey = await stageKeyOfSection({ db: db(), ownerId: callerId, projectId }, sectionId);
  const { sectionId: created } = await editSections({ db: db(), ownerId: callerId, projectId }, { stageKey, op });
  refresh(projectId);
  return created;
}

export async function moveSection(input: unknown) {
  return runAction('moveSection', MoveSectionSchema, input, async (c, d) => {
    await onSectionStage(c.id, d.projectId, d.sectionId, { op: 'move', sectionId: d.sectionId, to: d.to });
    return null;
  });
}

export async function mergeSections(input: unknown) {
  return runAction('mergeSections', MergeSectionsSchema, input, async (c, d) => {
    await onSectionStage(c.id, d.projectId, d.firstId, { op: 'merge', firstId: d.firstId, secondId: d.secondId });
    return null;
  });
}

export async function splitSection(input: unknown) {
  return runAction('splitSection', SplitSectionSchema, input, async (c, d) => ({
    sectionId: (await onSectionStage(c.id, d.projectId, d.sectionId, {
      op: 'split',
      sectionId: d.sectionId,
      at: d.at,
    }))!,
  }));
}

export async function deleteSection(input: unknown) {
  return runAction('deleteSection', DeleteSectionSchema, input, async (c, d) => {
    await onSectionStage(c.id, d.projectId, d.sectionId, { op: 'delete', sectionId: d.sectionId });
    return null;
  });
}

/** What the approved plan's edits since its approval would change in the later stages; nothing is written. */
export async function previewPlanRipple(input: unknown) {
  return runAction('previewPlanRipple', StageRef, input, async (c, d, scope) =>
    previewArtifactRipple(scope, { stageKey: d.stageKey }),
  );
}

/** Proposes that change as one ripple of suggestions, for the version whose impact the writer saw. */
export async function proposePlanRipple(input: unknown) {
  return runAction('proposePlanRipple', ProposePlanRippleSchema, input, async (c, d, scope) => {
    return queued(d.projectId, await proposeArtifactRipple(scope, { stageKey: d.stageKey, toVersion: d.toVersion }));
  });
}

/** What the section's last edit changed in facts later sections restate; nothing is written. */
export async function previewSectionFactRipple(input: unknown) {
  return runAction('previewFactRipple', SectionRippleRef, input, async (c, d, scope) =>
    previewFactRipple(scope, { sectionId: d.sectionId }),
  );
}

/** Offers those later passages as one ripple of suggestions, for the version whose impact the writer saw. */
export async function proposeSectionFactRipple(input: unknown) {
  return runAction('proposeFactRipple', ProposeFactRippleSchema, input, async (c, d, scope) => {
    const result = await proposeFactRipple(scope, { sectionId: d.sectionId, version: d.version });
    refresh(d.projectId);
    return result;
  });
}
