// Chinese surnames, for telling a name whose surname slipped (程思远 for 陈思远) from other text.
// Surnames that are also everyday words before a name (于, 向, 常, 和, 高, 白, 方, 万) are left out.

export const SURNAMES = new Set(
  Array.from(
    '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余杜叶程苏魏吕丁沈姚卢姜崔钟谭陆汪范廖石贾夏付邹熊孟秦邱侯江尹薛闫段雷龙黎陶贺毛郝顾龚邵钱覃戴莫孔汤殷柳翁倪庞齐',
  ),
);

const COMPOUND_SURNAMES = new Set([
  '欧阳',
  '司马',
  '诸葛',
  '上官',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '令狐',
  '司徒',
  '夏侯',
]);

/** Length of the surname a Chinese full name starts with (compound surnames are two characters). */
export function surnameLength(name: string): number {
  return COMPOUND_SURNAMES.has(name.slice(0, 2)) ? 2 : 1;
}
