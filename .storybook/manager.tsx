// The manager bundle compiles JSX with the classic runtime (React.createElement).
import React from 'react';
import { addons } from 'storybook/manager-api';
import { statusTags, type StatusTag } from './status';

const badgeStyle: Record<StatusTag, { background: string; color: string }> = {
  stable: { background: '#e7f7ee', color: '#05603a' },
  beta: { background: '#fff5e0', color: '#7a3e00' },
};

/**
 * Shows each component's status tag (`tags: ['stable']` or `['beta']` in its stories' meta) as a
 * badge next to its name in the sidebar. The tags also filter the sidebar (tag filter button).
 */
addons.setConfig({
  sidebar: {
    renderLabel: (item) => {
      if (item.type !== 'component') return item.name;
      const status = statusTags.find((tag) => item.tags?.includes(tag));
      if (!status) return item.name;
      return (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          {item.name}
          <span
            title={statusTitle[status]}
            style={{
              ...badgeStyle[status],
              borderRadius: 4,
              padding: '0 5px',
              fontSize: 10,
              fontWeight: 700,
              lineHeight: '16px',
              textTransform: 'uppercase',
              letterSpacing: '0.04em',
            }}
          >
            {status}
          </span>
        </span>
      );
    },
  },
});

const statusTitle: Record<StatusTag, string> = {
  stable: 'Estável: API e aparência não mudam sem aviso',
  beta: 'Beta: API ou aparência ainda podem mudar',
};
