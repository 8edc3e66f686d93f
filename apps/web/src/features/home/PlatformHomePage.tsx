import { useExtension } from '../../extensions/ExtensionsProvider';
import { useClient } from '../../app/session/page-data';

/** The home page: the client's own when it registers one, else its title. */
export function HomePage() {
  const ClientHome = useExtension('home');
  const client = useClient();
  if (ClientHome) return <ClientHome />;
  return <h1 style={{ padding: '2rem' }}>{client.title}</h1>;
}
