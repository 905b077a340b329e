import type { TemplateParams } from './template-params';
import { isProjectType, type ProjectType } from './project-types';

export type EnquiryLabel = 'name' | 'email' | 'phone' | 'company' | 'projectType' | 'message' | 'reference';

/** An enquiry as plain text, to copy or to e-mail by hand when it cannot go through the form. */
export function enquiryText(
  params: TemplateParams,
  label: (key: EnquiryLabel) => string,
  projectTypeLabel: (type: ProjectType) => string,
): string {
  const projectType = isProjectType(params.project_type) ? projectTypeLabel(params.project_type) : '';
  const lines: [EnquiryLabel, string][] = [
    ['name', params.from_name],
    ['email', params.from_email],
    ['phone', params.phone],
    ['company', params.company],
    ['projectType', projectType],
  ];
  return [
    ...lines.filter(([, value]) => value).map(([key, value]) => `${label(key)}: ${value}`),
    '',
    `${label('message')}:`,
    params.message,
    '',
    `${label('reference')}: ${params.submission_id}`,
  ].join('\n');
}
