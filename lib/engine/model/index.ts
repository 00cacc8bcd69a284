import type { Env } from '../../env';
import { safeRecorder, type Recorder } from '../record';
import type { CallContext, Engine } from '../types';
import type { CallDeps } from './call/call-model';
import { modelConfigFromEnv, type ModelConfig } from './config';
import { assess } from './operations/assess';
import { generateArtifact } from './operations/generate-artifact';
import { generateSection } from './operations/generate-section';
import { passage } from './operations/passage';
import { proposeQuestions } from './operations/propose-questions';
import { revise } from './operations/revise';
import { variants } from './operations/variants';
import { extractFactsWithModel } from './extract/extract-facts';
import type { ExtractPromptInput } from './extract/prompt';
import { openAIChatModels, type LanguageModelFactory } from './transport/provider';
import { serverInfoFor } from './server/server-info';

export interface ModelEngineOptions {
  /** Settings over the environment's (tests use small timeouts and retry waits). */
  config?: Partial<ModelConfig>;
  env?: Env;
  /** The language models by id; default: @ai-sdk/openai's Chat Completions models for the config. */
  models?: LanguageModelFactory;
  /** Where ModelCall records go (lib/data/runs/model-calls.ts in the app). Failures to record are logged, never thrown. */
  recorder: Recorder;
  /** Serves the `lint` reviewer role (the offline engine). */
  lint?: Pick<Engine, 'assess'>;
  /** Jitter source, for deterministic tests. */
  random?: () => number;
}

function callDepsOf(options: ModelEngineOptions): CallDeps {
  const config: ModelConfig = { ...modelConfigFromEnv(options.env), ...options.config };
  return {
    config,
    models: options.models ?? openAIChatModels(config),
    record: safeRecorder(options.recorder),
    server: serverInfoFor(config),
    random: options.random,
  };
}

/** The continuity ledger's extractor on the model: one structured request per section. */
export function createModelFactExtractor(options: ModelEngineOptions) {
  const deps = callDepsOf(options);
  return (input: ExtractPromptInput, ctx?: CallContext) => extractFactsWithModel(input, deps, ctx);
}

/** The Engine backed by a language model through the AI SDK. */
export function createModelEngine(options: ModelEngineOptions): Engine {
  const deps = callDepsOf(options);
  return {
    kind: 'model',
    proposeQuestions: (input, ctx) => proposeQuestions(input, deps, ctx),
    generateArtifact: (input, ctx) => generateArtifact(input, deps, ctx),
    generateSection: (input, ctx) => generateSection(input, deps, ctx),
    assess: (input, ctx) => assess(input, deps, ctx, options.lint),
    revise: (input, ctx) => revise(input, deps, ctx),
    variants: (input, ctx) => variants(input, deps, ctx),
    passage: (input, ctx) => passage(input, deps, ctx),
  };
}
