/** The roles a project may give its own model (the engine's model roles, named here for the client bundle). */
export type Role = 'planner' | 'writer' | 'reviewer' | 'reviser';
export const ROLES: readonly Role[] = ['planner', 'writer', 'reviewer', 'reviser'];
