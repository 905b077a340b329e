import { useMemo } from 'react';
import { useOutboxRunner, useOutboxSnapshot } from '../../contact/offline/use-outbox';
import { useBooth } from '../leads/booth-provider';
import { leadState } from '../leads/lead-state';
import { ExportLeads } from './export-leads';

/**
 * The export on the booth page, with its rows built here: every lead on the device (newest
 * first, as the store gives them) with its state from the outbox. The one place this is done
 * until the booth's list offers its rows; then the page hands those to <ExportLeads> directly.
 */
export function BoothExport() {
  const { leads, settings, loaded } = useBooth();
  const outbox = useOutboxSnapshot(useOutboxRunner());
  const rows = useMemo(() => leads.map((lead) => ({ lead, state: leadState(lead, outbox) })), [leads, outbox]);
  return <ExportLeads rows={rows} settings={settings} ready={loaded} />;
}
