// What the dependencies declare in their package.json "engines" (see engines in package.json).
const REQUIRED = { major: 22, minor: 12 };
const WHO = 'ai@7 and @ai-sdk/* declare Node >= 22, pg-boss@12 Node >= 22.12';

/** A warning line when the running Node is older than the dependencies support, else undefined. */
export function nodeVersionWarning(version = process.versions.node): string | undefined {
  const [major, minor] = version.split('.').map(Number);
  if (major > REQUIRED.major || (major === REQUIRED.major && minor >= REQUIRED.minor)) return undefined;
  return (
    `Node ${version} is older than StoryFold's dependencies support (${WHO}). ` +
    `The app, the worker and the test suite run on Node 20.20 today, but those libraries are not tested there ` +
    `and a future update may break it: install Node ${REQUIRED.major}.${REQUIRED.minor} or newer (the current LTS).`
  );
}
