/** The handlers a case may be assigned to: the central unit's active staff (the server accepts no one else). */
import { useEffect, useState } from 'react';
import { list as listUsers } from '@fiu/core/api/users';
import { getConfig } from '@fiu/core/config';
import type { PublicUser } from '@fiu/core/schemas/auth';

/** null while loading; [] when the list could not be had (the picker then offers nobody). */
export function useHandlers(enabled: boolean, domain: string | undefined): PublicUser[] | null {
  const [staff, setStaff] = useState<PublicUser[] | null>(null);
  useEffect(() => {
    if (!enabled || !domain) return undefined;
    let live = true;
    const unit = getConfig().unitCode;
    listUsers({ domain, limit: 300 }).then(
      (r) => live && setStaff(r.results.filter((u) => u.role === unit && u.active)),
      () => live && setStaff([]),
    );
    return () => {
      live = false;
    };
  }, [enabled, domain]);
  return staff;
}
