/**
 * Who is signed in to the editor: the contributor and their permissions (GAP-10), signing in
 * and out through the owner session calls, and the sign-in screen again when the server says
 * the session is gone. Screens ask `can('content.edit')` to show only what the role may do; the
 * server refuses the rest anyway.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { EditorBoot } from '../../shared/api/editor-boot';
import type { OwnerInfo } from '../../shared/api/owner-session';
import { sessionEndpoints } from '../../shared/api/site-endpoints';
import { onSessionLost, ownerCall, setOwnerCrumb } from '../api/owner-client';

export interface Session {
  site: EditorBoot['site'];
  owner: OwnerInfo | null;
  /** True when the role may change this area. */
  can(permission: string): boolean;
  /** True when the role may see this area. */
  canRead(permission: string): boolean;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ boot, children }: { boot: EditorBoot; children: ReactNode }) {
  const [owner, setOwner] = useState<OwnerInfo | null>(boot.owner);
  useEffect(() => {
    setOwnerCrumb(boot.ownerCrumb);
  }, [boot.ownerCrumb]);
  useEffect(
    () =>
      onSessionLost(() => {
        setOwnerCrumb(null);
        setOwner(null);
      }),
    [],
  );

  const signIn = useCallback(async (email: string, password: string) => {
    const answer = await ownerCall(sessionEndpoints.signIn, { body: { email, password } });
    setOwnerCrumb(answer.ownerCrumb);
    const { ownerCrumb: _crumb, ...info } = answer;
    setOwner(info);
  }, []);

  const signOut = useCallback(async () => {
    try {
      await ownerCall(sessionEndpoints.signOut, {});
    } finally {
      setOwnerCrumb(null);
      setOwner(null);
    }
  }, []);

  const value = useMemo<Session>(
    () => ({
      site: boot.site,
      owner,
      can: (permission) => owner?.permissions.includes(permission) ?? false,
      canRead: (permission) => owner?.readPermissions.includes(permission) ?? false,
      signIn,
      signOut,
    }),
    [boot.site, owner, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession outside SessionProvider');
  return session;
}
