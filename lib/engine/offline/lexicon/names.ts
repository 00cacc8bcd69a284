// Word lists for finding the people and places an author names in a brief. Short on purpose.

/** Capitalised words that are not names: calendar words, titles of address, pronouns. */
export const NOT_NAMES_EN = new Set(
  `i january february march april may june july august september october november december monday tuesday
  wednesday thursday friday saturday sunday christmas easter mr mrs ms miss dr sir lady lord chapter part act
  scene god english chinese french german`
    .split(/\s+/)
    .filter(Boolean),
);

/** Kin and titles that stand before a name ("her uncle Tomas", "Captain Reyes") and are not part of it. */
export const KIN_AND_TITLES_EN = new Set(
  `uncle aunt auntie cousin brother sister mother father mum mom dad grandmother grandfather grandma grandpa granny
  nephew niece son daughter wife husband friend neighbour neighbor boyfriend girlfriend stepmother stepfather
  captain detective inspector doctor professor sergeant officer agent constable judge reverend father sister
  mister madam madame master old young little`
    .split(/\s+/)
    .filter(Boolean),
);

/** Nouns that often open a sentence bare ("Grief can be put to work") and are not names. */
export const ABSTRACT_NOUNS_EN = new Set(
  `grief love time life death hope fear war money nothing everyone someone anyone everything something nobody
  people family home night day morning evening history memory truth power silence winter summer spring autumn
  nature art music justice faith water fire light darkness`
    .split(/\s+/)
    .filter(Boolean),
);

/** Prepositions after which a capitalised name is a place ("in Harrowgate"). */
export const PLACE_PREPOSITIONS_EN = new Set(
  'in at from to near of across into onto on towards toward outside inside through beyond around under over'.split(' '),
);

/** Last words that make a capitalised phrase a place ("Kell Island"). */
export const PLACE_WORDS_EN = new Set(
  `island isle bay street road lane city town village river lake mountain mount hill harbour harbor port castle
  manor hall valley forest sea ocean coast county station abbey estate hotel club theatre theater point cape`
    .split(/\s+/)
    .filter(Boolean),
);

/** Roles a brief may name instead of a person ("the butler"); used where a script needs characters. */
export const ROLE_NOUNS_EN = new Set(
  `butler maid housekeeper detective inspector doctor widow widower heir heiress gardener cook chauffeur driver
  nurse professor captain governess lawyer banker singer dancer manager priest servant secretary journalist
  colonel countess count actress actor mayor sheriff landlord landlady stranger twin`
    .split(/\s+/)
    .filter(Boolean),
);

/** Common single-character Chinese surnames. */
export const SURNAMES_ZH = new Set(
  Array.from(
    '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金廖贾夏韦方邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵钱严覃戴莫孔汤柳乔艾翁温卓项',
  ),
);
export const DOUBLE_SURNAMES_ZH = ['欧阳', '司马', '上官', '诸葛', '慕容', '东方', '令狐', '皇甫'];

/** Characters that end a Chinese name: particles, common verbs and prepositions never inside one. */
export const NAME_BREAKS_ZH = new Set(
  Array.from(
    '的是在和与跟对把被从向到回去来说想要会能也都就又还才将已了着过为给让使叫找看听等及而但却若因所之其这那一不有没年月日上下里中后前时同带发当曾正',
  ),
);

/** Roles a Chinese brief may name instead of a person. */
export const ROLE_NOUNS_ZH = [
  '管家',
  '女仆',
  '侦探',
  '医生',
  '遗孀',
  '继承人',
  '园丁',
  '厨师',
  '司机',
  '护士',
  '教授',
  '船长',
  '歌女',
  '舞女',
  '老板',
  '律师',
  '少爷',
  '老爷',
  '夫人',
  '警长',
  '记者',
  '秘书',
  '村长',
  '道士',
];

/** Suffixes of Chinese place names ("青石镇", "老宅"). */
export const PLACE_SUFFIXES_ZH = '镇|村|城|岛|市|县|港|湾|街|巷|庄|寨|山|府|宅|楼|酒店|公馆|庄园|学校|医院|书院|寺|庙';

/**
 * Characters that spell foreign names in Chinese ("托马斯", "玛拉", "娜塔莎"). jieba tags some common
 * words as transliterated names too ("默契"): such a word counts as a name only when spelt from these.
 */
export const TRANSLITERATION_CHARS_ZH = new Set(
  Array.from(
    '阿埃艾爱安奥澳巴芭贝本比彼宾波伯勃布查达黛丹道德迪蒂丁东杜多厄恩尔法凡菲斐芬费弗福夫盖甘冈高戈格贡古瓜哈海汉豪赫亨胡华怀霍基吉加贾杰捷金卡凯坎康柯科克肯库奎拉莱赖兰朗劳勒雷蕾里理丽利莉连林琳伦卢鲁路伦罗洛马玛迈麦曼芒梅美蒙米敏明摩莫姆穆纳娜奈南内尼妮涅纽诺欧帕潘佩彭皮珀普奇乔切琴琼丘萨塞赛桑瑟森沙莎珊尚舍史斯丝松苏索塔泰坦汤唐特提廷图托瓦万威韦维温沃乌西希夏肖谢辛休雅亚扬耶伊因尹英尤约泽扎詹珍朱兹佐',
  ),
);
