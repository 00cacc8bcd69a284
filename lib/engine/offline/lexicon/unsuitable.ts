// Words a story for young readers should not use. Deliberately short: the clearest cases of gore,
// profanity, drugs and adult content, so that a hit is worth the writer's attention. English entries
// match whole words (and common endings); Chinese entries match as written.

export const ENGLISH_UNSUITABLE = [
  'blood-soaked',
  'gore',
  'gory',
  'corpse',
  'decapitate',
  'murder',
  'torture',
  'suicide',
  'damn',
  'hell',
  'shit',
  'fuck',
  'bastard',
  'drunk',
  'cocaine',
  'heroin',
  'sexy',
  'naked',
];

export const CHINESE_UNSUITABLE = [
  '血腥',
  '尸体',
  '肢解',
  '谋杀',
  '酷刑',
  '自杀',
  '他妈的',
  '混蛋',
  '毒品',
  '吸毒',
  '醉酒',
  '色情',
  '裸体',
];
