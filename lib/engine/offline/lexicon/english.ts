// Small English word lists the checks share. Kept short on purpose: every entry is a judgement call.

export const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below
  between both but by can could did do does doing down during each few for from further had has have having
  he her here hers herself him himself his how i if in into is it its itself just me more most my myself no
  nor not of off on once only or other our ours ourselves out over own same she should so some such than that
  the their theirs them themselves then there these they this those through to too under until up upon very
  was we were what when where which while who whom why will with would you your yours yourself yourselves
  one two three first also into onto said says say like even still yet ever every much many may might must
  shall let get got go went come came back now well way thing things`
    .split(/\s+/)
    .filter(Boolean),
);

// Goal words that describe the writing task rather than its content ("introduce", "chapter").
export const TASK_WORDS = new Set(
  `chapter section part scene introduce introduces introduction describe describes show shows explain explains
  discuss discusses present presents establish establishes cover covers reader readers story end begin begins
  make makes set sets give gives take takes use uses include includes how what why should must need needs`
    .split(/\s+/)
    .filter(Boolean),
);

export const IRREGULAR_PARTICIPLES = new Set(
  `arisen awoken beaten become begun bent bitten blown broken brought built bought caught chosen done drawn
  driven eaten fallen fed felt fought found flown forbidden forgotten forgiven frozen given ground grown
  hung heard hidden held hurt kept known laid led left lent lost made meant met paid proven put read ridden
  rung risen run said seen sought sold sent set shaken shed shown shut slain sold spoken spent spun stolen
  struck sworn swept taken taught torn told thought thrown understood woken worn won wound written`
    .split(/\s+/)
    .filter(Boolean),
);

// -ed words that after "be" are adjectives, not passives ("was tired", "is interested").
export const ED_ADJECTIVES = new Set(
  `tired interested excited bored worried scared frightened married surprised pleased concerned supposed used
  related detailed ashamed annoyed amazed amused confused convinced delighted depressed disappointed
  embarrassed exhausted relieved satisfied shocked terrified thrilled determined dedicated devoted qualified
  talented experienced complicated sophisticated crowded naked wicked sacred hundred beloved crooked rugged
  ragged aged learned blessed cursed skilled unexpected unarmed unmarried unemployed unrelated unprepared
  prepared involved bound red bed shed fed wed sled led`
    .split(/\s+/)
    .filter(Boolean),
);

// -ly words that are not manner adverbs, or are counted as fillers elsewhere.
export const NOT_ADVERBS = new Set(
  `only early family reply supply apply imply comply rely multiply ally rally tally fly july italy holy ugly
  lonely lovely friendly silly likely unlikely daily weekly monthly yearly hourly nightly belly jelly bully
  assembly anomaly butterfly curly elderly costly deadly lively orderly timely cowardly homely wily surly
  burly chilly hilly jolly oily woolly melancholy monopoly sly lily holly gully folly dally smelly scaly
  bubbly wobbly wrinkly prickly sickly worldly heavenly ghostly manly womanly kindly godly beastly stately
  courtly portly ply fully really basically actually literally totally simply seemingly arguably
  reportedly certainly probably possibly apparently`
    .split(/\s+/)
    .filter(Boolean),
);
