/**
 * API benchmark: the real server on its embedded PostgreSQL against baselines in the same run
 * (bare Fastify; the same list queries and the same guide INSERT with plain pg). Targets: each
 * measured call at >= 50% of its plain-pg baseline's req/s and its p99 <= 1.5x that baseline's p99
 * (both in the same run).
 */
import { isDeepStrictEqual } from 'node:util';
import sharp from 'sharp';
import { VISIBILITY } from '@guidebook/contract';
import { startBaselineServer } from './lib/baseline.ts';
import { CleanupStack } from './lib/cleanup.ts';
import { startGuidebook } from './lib/guidebook-server.ts';
import { callApi, createHost, insertLibraryRow, rowsOf } from './lib/host-account.ts';
import { benchSeconds, measure, type LoadFigures } from './lib/load.ts';
import { checkTarget, fmt, printTable, type BenchOutcome, type TargetCheck } from './lib/report.ts';

const GUIDES = 50;
const TOPICS = 50;
const RATIO_TARGET = 0.5;
/** A call's p99 against its plain-pg baseline's p99, same run. */
const P99_RATIO_TARGET = 1.5;

/**
 * A topic as hosts write them: a few KB of formatted text with pictures. The pictures are pasted
 * into the first topic as data URIs, which the server moves into the library; every topic then
 * carries the content the server stored (library URLs), so the list reads realistic content.
 */
const TOPIC_TEXT = [
  '<h2>Welcome to the house</h2>',
  '<p>We are so glad you are here. This page has everything you need for a relaxed stay: how the ',
  '<strong>heating</strong>, the <strong>hot water</strong> and the <em>Wi-Fi</em> work, where to find spare ',
  'towels and blankets, and what to do before you leave. If anything is missing, message us at any time.</p>',
  '<p>IMAGE_1</p>',
  '<h2>Heating and hot water</h2>',
  '<p>The boiler is in the utility room next to the kitchen. The thermostat in the hall is set to 20 °C; ',
  'turn the dial to the right for warmer. Hot water comes on at 06:00 and 17:00 for two hours; the ',
  '<u>boost</u> button on the boiler gives one more hour whenever you need it.</p>',
  '<ol><li>Press <strong>boost</strong> once.</li><li>Wait for the green light.</li>',
  '<li>Hot water is ready in about twenty minutes.</li></ol>',
  '<h2>Wi-Fi</h2>',
  '<p>The network is <strong>Casa-Azul</strong>; the password is on the fridge. The router is in the hall ',
  'cupboard: if the light is red, switch it off and on again and give it two minutes.</p>',
  '<p>IMAGE_2</p>',
  '<h2>Kitchen</h2>',
  '<p>The oven, hob, dishwasher and washing machine have their manuals in the top drawer by the sink. ',
  'Dishwasher tablets are under the sink, with bin bags and cleaning things. Please put glass and cans in the ',
  '<span style="color:#008a00">green box</span> outside the back door; collection is on Thursdays.</p>',
  '<ul><li>Coffee machine: pods in the jar next to it, help yourself.</li>',
  '<li>Spices, oil, salt and pepper are yours to use.</li>',
  '<li>Please run the dishwasher before you leave.</li></ul>',
  '<h2>House rules</h2>',
  '<ul><li>No smoking inside the house or on the balcony.</li><li>Quiet hours from 22:00 to 08:00.</li>',
  '<li>Pets are welcome by arrangement.</li><li>Check-out by 11:00; leave the keys on the kitchen table.</li></ul>',
  '<p class="ql-align-center">IMAGE_3</p>',
  '<blockquote>Enjoy your stay, and tell us what we could do better.</blockquote>',
].join('');

function guideBody(i: number) {
  return {
    title: `Beach house ${i}`,
    subtitle: 'Two minutes from the sea',
    host: 'Ana',
    phone: '+351 912 345 678',
    email: 'ana@example.com',
    address: `Rua das Flores ${i}`,
    city: 'Lisbon',
    country: 'Portugal',
    timezone: 'Europe/Lisbon',
  };
}

export async function runApiBench(): Promise<BenchOutcome> {
  const cleanup = new CleanupStack();
  try {
    const seconds = benchSeconds();
    console.log(`API benchmark: 20 connections, ${seconds} s per run, loopback`);
    const gb = await startGuidebook(cleanup);
    const host = await createHost(gb.databaseUrl);

    let firstGuide = 0;
    for (let i = 1; i <= GUIDES; i++) {
      const guide = (await callApi(gb.baseUrl, host, 'POST', '/guides/create', guideBody(i))) as { id_guide: number };
      if (i === 1) firstGuide = guide.id_guide;
    }
    const category = (await callApi(gb.baseUrl, host, 'POST', '/content_categories/create', {
      id_guide: firstGuide,
      name: 'House rules',
      image: '<i class="fa-solid fa-house"></i>',
      id_status: 1,
    })) as { id_guide_content: number };
    const idFile = await insertLibraryRow(gb.databaseUrl, host.id_workspace, 'bench-cover.png');
    let content = TOPIC_TEXT;
    for (const [i, colour] of ['#1d6fa5', '#ed8438', '#3a7d44'].entries()) {
      const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
        .png()
        .toBuffer();
      content = content.replace(`IMAGE_${i + 1}`, `<img src="data:image/png;base64,${png.toString('base64')}" alt="">`);
    }
    for (let i = 1; i <= TOPICS; i++) {
      const topic = (await callApi(gb.baseUrl, host, 'POST', '/content_topics/create', {
        id_guide_content: category.id_guide_content,
        name: `Topic ${i}`,
        description: 'Everything about this part of the house',
        content,
        id_file_public: idFile,
        id_status: 1,
      })) as { content: string };
      // The pasted pictures are in the library now; the other topics show the same ones.
      content = topic.content;
    }
    if (content.includes('data:') || (content.match(/src="\/api\/files\/public\/raw\//g) ?? []).length !== 3)
      throw new Error('the pasted images were not moved into the library');
    console.log(`Each topic's content: ${content.length} characters, 3 library images.`);

    const guidesPath = '/api/guides/list';
    const topicsPath = `/api/content_topics/list?id_guide_content=${category.id_guide_content}`;
    const guideRows = rowsOf(await callApi(gb.baseUrl, host, 'GET', '/guides/list'));
    const topicRows = rowsOf(await callApi(gb.baseUrl, host, 'GET', topicsPath.slice(4)));
    if (guideRows?.length !== GUIDES) throw new Error(`guides/list returned ${guideRows?.length} rows, not ${GUIDES}`);
    if (topicRows?.length !== TOPICS)
      throw new Error(`content_topics/list returned ${topicRows?.length}, not ${TOPICS}`);

    const baseUrl = await startBaselineServer(gb.databaseUrl, cleanup);

    // The baselines must do the same work: the same rows, field for field, out of the same database.
    const pgTopicsUrl = `${baseUrl}/topics?id_workspace=${host.id_workspace}&id_guide_content=${category.id_guide_content}`;
    for (const [url, api] of [
      [`${baseUrl}/guides?id_workspace=${host.id_workspace}`, guideRows],
      [pgTopicsUrl, topicRows],
    ] as const) {
      const rows = (await (await fetch(url)).json()) as unknown[];
      if (!isDeepStrictEqual(rows, api)) throw new Error(`baseline ${url} does not return the API's rows`);
    }
    const auth = host.headers;
    const bare = await measure('bare Fastify', { url: `${baseUrl}/bare` }, seconds);
    const pgGuides = await measure(
      'plain pg guides',
      { url: `${baseUrl}/guides?id_workspace=${host.id_workspace}` },
      seconds,
    );
    const guides = await measure('guides/list', { url: `${gb.baseUrl}${guidesPath}`, headers: auth }, seconds);
    const pgTopics = await measure('plain pg topics', { url: pgTopicsUrl }, seconds);
    const topics = await measure('content_topics/list', { url: `${gb.baseUrl}${topicsPath}`, headers: auth }, seconds);
    // The baseline's INSERT writes the guide the API's own create would: the API reads it back field for field.
    const pgCreateUrl = `${baseUrl}/guides/create?id_workspace=${host.id_workspace}`;
    // With the fields the contract gives defaults: the baseline validates nothing and inserts what it is sent.
    const createBody = JSON.stringify({
      ...guideBody(0),
      phone_id_contact_type: VISIBILITY.VISIBLE,
      phone2_id_contact_type: VISIBILITY.VISIBLE,
      id_address_view: VISIBILITY.VISIBLE,
    });
    const pgAnswer = await fetch(pgCreateUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: createBody,
    });
    if (!pgAnswer.ok) throw new Error(`baseline ${pgCreateUrl} answered ${pgAnswer.status}: ${await pgAnswer.text()}`);
    const pgCreated = (await pgAnswer.json()) as { id_guide: number };
    const apiCreated = (await callApi(gb.baseUrl, host, 'POST', '/guides/create', guideBody(0))) as Record<
      string,
      unknown
    >;
    const readBack = (await callApi(
      gb.baseUrl,
      host,
      'GET',
      `/guides/select?id_guide=${pgCreated.id_guide}`,
    )) as Record<string, unknown>;
    const differs = Object.keys(apiCreated).filter(
      (key) =>
        !['id_guide', 'date_created', 'date_modified'].includes(key) &&
        !isDeepStrictEqual(readBack[key], apiCreated[key]),
    );
    if (differs.length > 0) throw new Error(`the baseline's guide differs from the API's in ${differs.join(', ')}`);

    // Last: they grow the guides table the list calls read.
    const pgCreate = await measure(
      'plain pg guides/create',
      { url: pgCreateUrl, method: 'POST', headers: { 'content-type': 'application/json' }, body: createBody },
      seconds,
    );
    const create = await measure(
      'guides/create',
      {
        url: `${gb.baseUrl}/api/guides/create`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: createBody,
      },
      seconds,
    );

    const row = (name: string, f: LoadFigures, pg: LoadFigures | null) => [
      name,
      fmt.n(f.rps),
      fmt.ms(f.p50),
      fmt.ms(f.p99),
      fmt.pct(f.rps / bare.rps),
      pg ? fmt.pct(f.rps / pg.rps) : '-',
      pg && pg !== f ? `${(f.p99 / pg.p99).toFixed(2)}x` : '-',
    ];
    console.log('');
    printTable(
      ['call', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'vs plain pg', 'p99 vs plain pg'],
      [
        row('baseline: bare Fastify, fixed JSON', bare, null),
        row('baseline: plain pg, guides query', pgGuides, pgGuides),
        row('GET /api/guides/list (50 guides)', guides, pgGuides),
        row('baseline: plain pg, topics query', pgTopics, pgTopics),
        row('GET /api/content_topics/list (50 whole topics)', topics, pgTopics),
        row('baseline: plain pg, guide INSERT', pgCreate, pgCreate),
        row('POST /api/guides/create', create, pgCreate),
      ],
    );
    console.log('');
    const checks: TargetCheck[] = [
      checkTarget(
        'guides/list >= 50% of plain-pg req/s',
        guides.rps >= RATIO_TARGET * pgGuides.rps,
        fmt.pct(guides.rps / pgGuides.rps),
      ),
      checkTarget(
        'content_topics/list >= 50% of plain-pg req/s',
        topics.rps >= RATIO_TARGET * pgTopics.rps,
        fmt.pct(topics.rps / pgTopics.rps),
      ),
      checkTarget(
        'guides/create >= 50% of plain-pg req/s',
        create.rps >= RATIO_TARGET * pgCreate.rps,
        fmt.pct(create.rps / pgCreate.rps),
      ),
      ...(
        [
          [guides, pgGuides],
          [topics, pgTopics],
          [create, pgCreate],
        ] as const
      ).map(([f, pg]) =>
        checkTarget(
          `${f.label} p99 <= ${P99_RATIO_TARGET}x plain-pg p99`,
          f.p99 <= P99_RATIO_TARGET * pg.p99,
          `${fmt.ms(f.p99)} vs ${fmt.ms(pg.p99)} ms = ${(f.p99 / pg.p99).toFixed(2)}x`,
        ),
      ),
    ];
    return {
      bench: 'api',
      checks,
      figures: { seconds, bare, pgGuides, guides, pgTopics, topics, pgCreate, create },
    };
  } finally {
    await cleanup.run();
  }
}
