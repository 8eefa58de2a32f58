import { useEffect, useState } from 'react';
import { gatewayPath, type GatewayClient } from '../../gateway/client';
import type { ConfigurationValue } from '../../schemas/generated/types';
import { noteSettingFailure } from './unreadable-settings';

/**
 * A configuration value read with GET /configuration/{name}: its text, '' when it cannot be read
 * (a failure is only logged, REP-TGL-03, and reported: noteSettingFailure), undefined while it loads.
 *
 * It calls the client itself rather than getConfigurationValue: this hook sits in a chunk shared by
 * several lazy pages, and importing the endpoint module from there made the bundler split the
 * gateway client's endpoints (and the catalyst rule) out of the app chunk into three small chunks
 * that every route then loads, about 0.5 KB gzip more on each route.
 *
 * @example
 * const sites = useConfigurationValue(client, DEMOBILISED_SITES_SETTING); // 'HUB4-REP'
 */
export function useConfigurationValue(client: GatewayClient, name: string): string | undefined {
  const [value, setValue] = useState<{ name: string; text: string }>();
  useEffect(() => {
    let current = true;
    client.get<ConfigurationValue>(gatewayPath`/configuration/${name}`).then(
      ({ data }) => current && setValue({ name, text: data?.value ?? '' }),
      (error: unknown) => {
        console.warn(`Could not read the setting ${name}`, error);
        // Only logged here (REP-TGL-03); the dashboard hears of it and does not hide it.
        noteSettingFailure(name, error);
        if (current) setValue({ name, text: '' });
      },
    );
    return () => {
      current = false;
    };
  }, [client, name]);
  return value?.name === name ? value.text : undefined;
}

/**
 * A feature toggle: true when its value is "true", false otherwise (also when it cannot be read),
 * undefined while it loads.
 *
 * @example
 * const maintenance = useConfigurationFlag(client, MAINTENANCE_FLAG);
 */
export function useConfigurationFlag(client: GatewayClient, name: string): boolean | undefined {
  const text = useConfigurationValue(client, name);
  return text === undefined ? undefined : text.trim().toLowerCase() === 'true';
}

/** The repairs maintenance pause: Create repair and Cancel are disabled and a banner shows while it is on. */
export const MAINTENANCE_FLAG = 'isMyPbRepairsMaintainence';

/** Shows the whole typed description in lists instead of the text before the first full stop. */
export const FULL_DESCRIPTION_FLAG = 'IsRepairFullDescriptionRequired';

/** Shows repair media. */
export const MEDIA_FLAG = 'IsMediaEnabledSS';

/** Contractor sites whose residents must phone the contractor (a comma list). */
export const DEMOBILISED_SITES_SETTING = 'demobilizedContractorSites';
