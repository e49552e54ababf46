/**
 * "Personal API tokens" (issue 36): make a token for a script or an AI agent, see its secret once
 * with Copy, see every token with its last use, revoke one (at once, everywhere). How to use them:
 * the API at /api/openapi.json, and the MCP server at /mcp.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiTokensQuery } from '../api-tokens-api.ts';
import { PROFILE_NS } from '../profile-i18n.ts';
import { ApiTokenForm } from './api-token-form.tsx';
import { ApiTokenList } from './api-token-list.tsx';
import { SettingsSection } from './settings-section.tsx';
import { TokenSecret } from './token-secret.tsx';

export function ApiTokensSection() {
  const { t } = useTranslation(PROFILE_NS);
  const tokens = useQuery(apiTokensQuery);
  const [secret, setSecret] = useState<string | null>(null);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <SettingsSection title={t('tokens.title')} description={t('tokens.intro')} anchor="api-tokens">
      <p className="text-sm break-words text-slate-700">
        {t('tokens.howTo', { api: `${origin}/api/openapi.json`, mcp: `${origin}/mcp` })}
      </p>
      {secret ? (
        <TokenSecret secret={secret} onDone={() => setSecret(null)} />
      ) : (
        <ApiTokenForm onCreated={(made) => setSecret(made.secret)} />
      )}
      <h3 className="text-base font-semibold text-slate-900">{t('tokens.listLabel')}</h3>
      {tokens.isPending && <p role="status">{t('loading')}</p>}
      {tokens.isError && <p role="alert">{t('loadFailed')}</p>}
      {tokens.data && <ApiTokenList tokens={tokens.data} />}
    </SettingsSection>
  );
}
