// Chinese characters and words the checks treat specially.

export const FUNCTION_CHARS = new Set(
  Array.from('的了是在和与也都就而把被对从向这那个着地得过们我你他她它之其以于为不没有很又还却所吗呢吧啊呀么'),
);

/**
 * Closed-class characters (pronouns, particles, prepositions, conjunctions, degree and negation
 * adverbs) that Chinese never reduplicates: doubled, they are a slip ("她她", "在在"). Open-class
 * characters reduplicate freely (看看, 试试, 慢慢, 个个), so they are not listed.
 */
export const NEVER_DOUBLED = new Set(
  Array.from(
    '的地得着我你他她它您咱这那哪是在把被从向对给跟和与及或而但却就才都也又还再很更不没之其以于为因所如若虽即',
  ),
);

/** Particles doubled even in speech only by a slip; other doubles in dialogue are stammering. */
export const PARTICLES = new Set(Array.from('的地得着'));

/** Two-character verbs and adjectives that reduplicate as ABAB (研究研究, 暖和暖和). */
export const ABAB_WORDS = new Set(
  `研究 讨论 商量 休息 考虑 打扫 收拾 活动 锻炼 准备 介绍 学习 练习 整理 检查 交流 放松 暖和 凉快 高兴 轻松 热闹
  打听 琢磨 溜达 比划 体验 了解 认识 参观 思考 享受 庆祝 调查 帮助 指点 表扬 合计 捉摸 嘀咕 摆弄 雪白 通红 冰凉
  笔直 漆黑 滚烫 碧绿 火红 清醒 舒服 痛快 热乎 乐呵 修理 打扮 梳理 活络 松快 亲热 说道 教训 尝试 试验 比较`
    .split(/\s+/)
    .filter(Boolean),
);

// Goal words that describe the writing task rather than its content ("介绍", "本节").
export const ZH_TASK_WORDS = new Set(
  `说明 介绍 描写 描述 讲述 交代 展现 展示 表现 引出 呈现 本节 本章 章节 读者 故事 开头 结尾 通过 以及 如何 怎样 什么 为什么
  之间 部分 内容 主要 进行 最后 首先 然后 一个 一些`
    .split(/\s+/)
    .filter(Boolean),
);

/** Han characters in a string that are content (not function words). */
export function contentChars(s: string): number {
  let n = 0;
  for (const ch of s) if (!FUNCTION_CHARS.has(ch)) n++;
  return n;
}
