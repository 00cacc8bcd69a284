// Short forms writers use on purpose, by the full name they stand for. A name one letter away from
// another ("Finley" for "Finlay") is a slip, not a short form; these are the short forms that do not
// simply cut the name short ("Tom" for "Tomas" does, and needs no entry).

const FORMS: Record<string, string> = {
  alexander: 'alex alec sandy sasha xander',
  alexandra: 'alex sandra sasha lexie',
  anthony: 'tony',
  barbara: 'barb babs',
  benjamin: 'ben benny benji',
  catherine: 'cat cathy kate katie kitty',
  charles: 'charlie chuck chas',
  charlotte: 'lottie lotte charlie',
  christopher: 'chris kit topher',
  daniel: 'dan danny',
  deborah: 'deb debbie',
  dorothy: 'dot dotty dolly',
  edward: 'ed eddie ned ted teddy',
  eleanor: 'ellie nell nora',
  elizabeth: 'liz lizzie lizzy beth betty bess eliza libby',
  frances: 'fran fanny',
  francis: 'frank frankie',
  henry: 'harry hal hank',
  isabella: 'bella izzy isa',
  james: 'jim jimmy jamie',
  jennifer: 'jen jenny',
  john: 'jack johnny',
  jonathan: 'jon jonny',
  joseph: 'joe joey',
  katherine: 'kate katie kathy kat kit kitty',
  lawrence: 'larry laurie',
  margaret: 'maggie meg peggy marge greta daisy',
  mary: 'molly polly mae',
  matthew: 'matt matty',
  michael: 'mike mikey mick mickey',
  nicholas: 'nick nicky',
  patricia: 'pat patty trish',
  patrick: 'pat paddy',
  peter: 'pete',
  rebecca: 'becky becca',
  richard: 'rick ricky dick rich',
  robert: 'rob robbie bob bobby bert',
  samuel: 'sam sammy',
  sarah: 'sally sadie',
  stephen: 'steve stevie',
  susan: 'sue susie',
  theodore: 'theo ted teddy',
  thomas: 'tom tommy',
  tomas: 'tom tommy',
  victoria: 'vicky tori',
  william: 'will bill billy willie liam',
};

const SHORT_FORMS = new Map(Object.entries(FORMS).map(([name, forms]) => [name, new Set(forms.split(' '))]));

/** A short form listed for this full name ("Lizzie" for "Elizabeth"), compared without case. */
export const isListedShortForm = (token: string, name: string): boolean =>
  SHORT_FORMS.get(name.toLowerCase())?.has(token.toLowerCase()) ?? false;
