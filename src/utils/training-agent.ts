// The agente capacitador of a course, as the DC-3 tells them apart: the employer's own instructor
// (internal) or an institution or instructor registered with the STPS (external).
export const TRAINING_AGENT_TYPES = ['internal', 'external'] as const;

export type TrainingAgentType = (typeof TRAINING_AGENT_TYPES)[number];

export const TRAINING_AGENT_TYPE_LABELS: Record<TrainingAgentType, string> = {
  internal: 'Interno',
  external: 'Externo',
};

export const isTrainingAgentType = (value: string): value is TrainingAgentType =>
  (TRAINING_AGENT_TYPES as readonly string[]).includes(value);
