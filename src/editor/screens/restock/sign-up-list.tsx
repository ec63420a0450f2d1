/** One variant's waiting shoppers (RSTK-17, RSTK-18): every page, oldest first as the server lists them. */
import { useQuery } from '@tanstack/react-query';
import { restockEndpoints } from '../../../shared/api/restock-endpoints';
import { ownerCall } from '../../api/owner-client';
import { allPages, restockKeys, signUpsOf } from './restock-data';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function SignUpList({ productId, variantId, name }: { productId: string; variantId: string; name: string }) {
  const signUps = useQuery({
    queryKey: restockKeys.signUps(productId, variantId),
    queryFn: () => allPages((cursor) => ownerCall(restockEndpoints.signUps, { query: { productId, variantId, ...(cursor !== undefined && { cursor }) } }), signUpsOf),
  });
  if (signUps.isPending) return <p className="restock__muted">Loading emails…</p>;
  if (signUps.isError)
    return (
      <p role="alert" className="notice notice--error">
        The emails could not be loaded.{' '}
        <button type="button" className="button button--small" onClick={() => void signUps.refetch()}>
          Try again
        </button>
      </p>
    );
  if (signUps.data.length === 0) return <p className="restock__muted">No one is waiting any more.</p>;
  return (
    <table className="restock__emails">
      <caption className="visually-hidden">Emails waiting for {name}</caption>
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">Signed up</th>
          <th scope="col">Mailing list</th>
        </tr>
      </thead>
      <tbody>
        {signUps.data.map((s) => (
          <tr key={s.email}>
            <td className="restock__email">{s.email}</td>
            <td>{when.format(s.createdOn)}</td>
            <td>{s.isJoinMailingList ? 'Joined' : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
