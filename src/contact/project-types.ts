/** The form's own project types (spec §3, reading B); their labels live in common:enquiry.projectTypes. */
export const PROJECT_TYPES = [
  'diseno',
  'encuadernacion',
  'imprenta',
  'cascadas',
  'libros',
  'cartas-colores',
  'cuttings',
  'varios',
  'otro',
] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number];

export function isProjectType(value: unknown): value is ProjectType {
  return typeof value === 'string' && (PROJECT_TYPES as readonly string[]).includes(value);
}
