import { useCallback } from 'react';
import { useT } from '../i18n/use-t';
import type { ProjectType } from './project-types';

/** Project types that are services read as the service's name; "otro" has its own label. */
export function useProjectTypeLabel(): (type: ProjectType) => string {
  const { t } = useT();
  return useCallback((type) => (type === 'otro' ? t('enquiry.projectTypeOther') : t(`serviceNames.${type}`)), [t]);
}
