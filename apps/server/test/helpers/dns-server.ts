/**
 * A DNS server on 127.0.0.1 (dns2, UDP) that answers TXT questions from a table the test fills:
 * a name's values, `servfail` (the server failing), or nothing (NXDOMAIN). Stops when the caller's
 * scope ends, like getTestServer().
 */
import { createUDPServer, Packet } from 'dns2';
import { afterAll } from 'vitest';

export type TxtAnswer = string[] | 'servfail';

export type TestDnsServer = {
  /** `127.0.0.1:{port}`: what DNS_SERVERS (config.dnsServers) takes. */
  address: string;
  /** Lower-case name -> its TXT values, or 'servfail'. */
  txt: Map<string, TxtAnswer>;
  /** Every question asked, `TYPE name`. */
  asked: string[];
};

export async function startDnsServer(): Promise<TestDnsServer> {
  const txt = new Map<string, TxtAnswer>();
  const asked: string[] = [];
  const server = createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const question = request.questions[0];
    if (question) asked.push(`${question.type === Packet.TYPE.TXT ? 'TXT' : question.type} ${question.name}`);
    const entry = question ? txt.get(question.name.toLowerCase()) : undefined;
    if (!question || entry === undefined)
      response.header.rcode = 3; // NXDOMAIN
    else if (entry === 'servfail')
      response.header.rcode = 2; // SERVFAIL
    else if (question.type === Packet.TYPE.TXT)
      for (const data of entry) response.answers.push(Packet.createResourceFromQuestion(question, { data, ttl: 0 }));
    void send(response);
  });
  await server.listen(0, '127.0.0.1');
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { address: `127.0.0.1:${server.address().port}`, txt, asked };
}
