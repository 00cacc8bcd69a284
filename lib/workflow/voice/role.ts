/** The reviewer role of the voice reviewer's findings: prose that sounds machine-made, slips or drifts. */
export const VOICE_ROLE = 'voice';
