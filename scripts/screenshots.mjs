// The README's pictures (docs/images/*.png), taken from a running app: a new account fills a
// holiday let's guide through the API (branding, categories, topics with photos, WiFi, an Arabic
// translation), then Chromium photographs the admin edit screen and the dashboard at 1280 px, the
// guest guide on a 375 px phone (Home in English and Arabic, the Info tab), and the flyer PDF's
// first page (pdftoppm).
//
//   PORT=3100 DATA_DIR=$(mktemp -d) npm start            # in one shell; note the DATA_DIR
//   BASE_URL=http://localhost:3100 DATA_DIR=<that folder> node scripts/screenshots.mjs
//
// DATA_DIR is read for the sign-up mail (no SMTP_URL: the server writes it to DATA_DIR/mail). Each
// picture is stored as a palette PNG at 1x, so the README stays light.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumFlags } from './chromium.mjs';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const DATA_DIR = process.env.DATA_DIR;
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'images');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
if (!DATA_DIR) throw new Error('Set DATA_DIR to the running server’s data folder (its sign-up mail is read there).');

// --- the API -------------------------------------------------------------------------------------

let token = null;

async function call(method, url, body) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const init = { method, headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${BASE_URL}/api${url}`, init);
  const answer = await res.json().catch(() => null);
  if (answer?.RES_CODE !== '00') throw new Error(`${method} ${url}: HTTP ${res.status} ${JSON.stringify(answer)}`);
  return answer.RES_RESULT;
}

/** The link of the newest mail to `email` in DATA_DIR/mail (quoted-printable undone). */
async function mailedLink(email, page) {
  const folder = path.join(DATA_DIR, 'mail');
  for (let i = 0; i < 100; i++) {
    const names = await fs.readdir(folder).catch(() => []);
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const text = (await fs.readFile(path.join(folder, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (!text.includes(email)) continue;
      const link = text.match(new RegExp(`https?://[^\\s"<>]*${page}\\?[^\\s"<>]+`));
      if (link) return new URL(link[0].replace(/&amp;/g, '&'));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${page} mail to ${email} in ${folder}`);
}

async function signUp() {
  const account = {
    email: `ana-${Date.now().toString(36)}@example.com`,
    name: 'Ana',
    lastname: 'Trevena',
    password: 'correct horse battery',
  };
  await call('POST', '/public/register', { ...account, password_confirm: account.password });
  const link = await mailedLink(account.email, 'register_confirm');
  await call(
    'GET',
    `/public/register_verification?vc=${link.searchParams.get('vc')}&vi=${link.searchParams.get('vi')}`,
  );
  const session = await call('POST', '/public/login', { email: account.email, password: account.password });
  token = session.token;
  return session;
}

/** A PNG drawn from SVG: a seaside scene in the given hue, or the logo. */
async function picture(kind, hue = 200) {
  const svg =
    kind === 'logo'
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
          <rect width="256" height="256" rx="48" fill="#0e6e78"/>
          <path d="M48 170 Q88 140 128 170 T208 170 V200 H48 Z" fill="#7fd3d8"/>
          <path d="M128 56 L188 112 H68 Z" fill="#fff"/><rect x="84" y="112" width="88" height="52" fill="#fff"/>
          <rect x="116" y="132" width="24" height="32" fill="#0e6e78"/></svg>`
      : `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
          <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stop-color="hsl(${hue}, 70%, 78%)"/><stop offset="1" stop-color="hsl(${hue + 20}, 60%, 92%)"/>
          </linearGradient><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stop-color="hsl(${hue - 10}, 65%, 45%)"/><stop offset="1" stop-color="hsl(${hue - 20}, 70%, 28%)"/>
          </linearGradient></defs>
          <rect width="1280" height="720" fill="url(#sky)"/>
          <circle cx="980" cy="210" r="90" fill="#fff3c4"/>
          <path d="M0 420 Q320 380 640 420 T1280 410 V720 H0 Z" fill="url(#sea)"/>
          <path d="M0 520 L420 470 L620 520 V720 H0 Z" fill="hsl(35, 35%, 62%)"/>
          <rect x="150" y="360" width="150" height="120" fill="#f4f1ea"/><path d="M140 365 L225 300 L310 365 Z" fill="#5b6770"/>
          <rect x="320" y="380" width="120" height="100" fill="#e9dfcf"/><path d="M312 385 L380 330 L448 385 Z" fill="#6b5b4d"/>
          <rect x="205" y="420" width="36" height="60" fill="#2a6f97"/>
          <path d="M760 520 h140 l-20 30 h-100 Z" fill="#c0392b"/><rect x="826" y="450" width="6" height="70" fill="#444"/>
          <path d="M832 455 L880 512 H832 Z" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function upload(name, png) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ chunkIndex: '0', totalChunks: '1', name, comment: '', private: '4' }))
    form.append(k, v);
  form.append('chunk', new Blob([png], { type: 'image/png' }), name);
  const [file] = await call('POST', '/files/public/create', form);
  return file.id_file_public;
}

const p = (...lines) => lines.map((l) => `<p>${l}</p>`).join('');
const bullets = (...items) => `<ol>${items.map((i) => `<li data-list="bullet">${i}</li>`).join('')}</ol>`;

/** The guide's content: categories (Info tiles) with their topics, in English and Arabic. */
const CONTENT = [
  {
    name: 'Arrival Information',
    ar: 'معلومات الوصول',
    icon: 'key',
    topics: [
      {
        name: 'Check-in and the key safe',
        ar: 'تسجيل الوصول وصندوق المفاتيح',
        content:
          p('Check-in is from <strong>16:00</strong>. The key safe is to the left of the blue door.') +
          p('The code arrives by text message on the morning of your arrival.'),
        contentAr: p('تسجيل الوصول من الساعة <strong>16:00</strong>. صندوق المفاتيح على يسار الباب الأزرق.'),
      },
      {
        name: 'Parking',
        ar: 'موقف السيارات',
        content: p('One space in the courtyard behind the cottage; the harbour car park is a 3-minute walk.'),
        contentAr: p('مكان واحد في الفناء خلف الكوخ، وموقف الميناء على بعد ثلاث دقائق سيراً.'),
      },
    ],
  },
  {
    name: 'About The Accommodation',
    ar: 'عن مكان الإقامة',
    icon: 'house',
    topics: [
      {
        name: 'Kitchen and appliances',
        ar: 'المطبخ والأجهزة',
        content:
          p('You will find a coffee machine, a dishwasher, an oven and a washing machine.') +
          bullets('Coffee capsules: the drawer under the kettle', 'Dishwasher tablets: under the sink'),
        contentAr: p('ستجدون آلة قهوة وغسالة صحون وفرناً وغسالة ملابس.'),
      },
      {
        name: 'Heating',
        ar: 'التدفئة',
        content: p('The thermostat is in the hall. 20 °C keeps the cottage cosy at night.'),
        contentAr: p('منظم الحرارة في الممر. درجة 20 تكفي لليلة دافئة.'),
      },
    ],
  },
  {
    name: 'WiFi & Internet',
    ar: 'الواي فاي والإنترنت',
    icon: 'wifi',
    topics: [
      {
        name: 'Getting online',
        ar: 'الاتصال بالإنترنت',
        content: p('Scan the Join WiFi code on the Home tab, or pick <strong>HarbourCottage</strong>.'),
        contentAr: p('امسحوا رمز الواي فاي في الصفحة الرئيسية، أو اختاروا شبكة <strong>HarbourCottage</strong>.'),
      },
    ],
  },
  {
    name: 'Local Recommendations',
    ar: 'توصيات محلية',
    icon: 'utensils',
    topics: [
      {
        name: 'Where to eat',
        ar: 'أين تأكلون',
        content: bullets(
          '<strong>The Sloop Inn</strong>: fish by the harbour',
          '<strong>Porthminster Café</strong>: lunch on the beach',
        ),
        contentAr: bullets(
          '<strong>The Sloop Inn</strong>: سمك بجانب الميناء',
          '<strong>Porthminster Café</strong>: غداء على الشاطئ',
        ),
      },
      {
        name: 'Beaches',
        ar: 'الشواطئ',
        content: p('Porthmeor is the surfers’ beach; Porthminster is calmer and good for children.'),
        contentAr: p('شاطئ بورثمير لمحبي ركوب الأمواج، وشاطئ بورثمنستر أهدأ ومناسب للأطفال.'),
      },
    ],
  },
  {
    name: 'Safety & House Rules',
    ar: 'السلامة وقواعد المنزل',
    icon: 'shield-halved',
    topics: [
      {
        name: 'House rules',
        ar: 'قواعد المنزل',
        content: bullets('No smoking inside', 'Quiet after 22:00', 'Well-behaved dogs welcome'),
        contentAr: bullets('التدخين ممنوع في الداخل', 'الهدوء بعد الساعة 22:00', 'الكلاب المهذبة مرحب بها'),
      },
    ],
  },
  {
    name: 'Check-out Instructions',
    ar: 'تعليمات المغادرة',
    icon: 'door-open',
    topics: [
      {
        name: 'Before you leave',
        ar: 'قبل المغادرة',
        content: bullets('Check-out by 10:00', 'Start the dishwasher', 'Keys back in the key safe'),
        contentAr: bullets('المغادرة قبل الساعة 10:00', 'شغّلوا غسالة الصحون', 'أعيدوا المفاتيح إلى الصندوق'),
      },
    ],
  },
];

async function fillGuide() {
  const [cover, logo, ...photos] = await Promise.all([
    picture('scene', 200).then((png) => upload('harbour-cover.png', png)),
    picture('logo').then((png) => upload('harbour-logo.png', png)),
    ...[190, 30, 260, 140, 330, 90].map((hue, i) =>
      picture('scene', hue).then((png) => upload(`photo-${i + 1}.png`, png)),
    ),
  ]);
  const guide = await call('POST', '/guides/create', {
    title: 'Harbour Cottage',
    subtitle: 'Two bedrooms by the sea in St Ives',
    welcome: 'Welcome to St Ives! Everything you need for your stay is in this guide.',
    host: 'Ana Trevena',
    phone: '+44 7700 900123',
    email: 'stay@harbourcottage.example',
    address: '4 Wharf Road',
    city: 'St Ives',
    state: 'Cornwall',
    zipcode: 'TR26 1LF',
    country: 'United Kingdom',
    timezone: 'Europe/London',
    wifi_name: 'HarbourCottage',
    wifi_password: 'seagulls-2026',
    wifi_security: 'WPA',
    check_in_time: '16:00',
    check_out_time: '10:00',
  });
  const id = guide.id_guide;
  await call('PUT', '/guides/branding', {
    id_guide: id,
    id_file_public: logo,
    id_file_cover: cover,
    font: 'Lato',
    color: '#0e6e78',
  });
  await call('PUT', '/guides/languages', { id_guide: id, default_language: 'en', languages: ['ar'] });
  await call('PUT', '/guides/translate', {
    id_guide: id,
    language: 'ar',
    subtitle: 'غرفتا نوم على البحر في سانت آيفز',
    welcome: 'أهلاً بكم في سانت آيفز! كل ما تحتاجونه لإقامتكم تجدونه في هذا الدليل.',
  });
  for (const [i, category] of CONTENT.entries()) {
    const made = await call('POST', '/content_categories/create', {
      id_guide: id,
      name: category.name,
      description: '',
      image: `<i class="fa-solid fa-${category.icon}"></i>`,
      id_status: 1,
    });
    await call('PUT', '/content_categories/translate', {
      id_guide_content: made.id_guide_content,
      language: 'ar',
      name: category.ar,
    });
    for (const topic of category.topics) {
      const t = await call('POST', '/content_topics/create', {
        id_guide_content: made.id_guide_content,
        name: topic.name,
        description: '',
        content: topic.content,
        id_file_public: photos[i % photos.length],
        id_status: 1,
      });
      await call('PUT', '/content_topics/translate', {
        id_guide_topic: t.id_guide_topic,
        language: 'ar',
        name: topic.ar,
        content: topic.contentAr,
      });
    }
  }
  const share = await call('GET', `/guides/share?id_guide=${id}`);
  return { id, token: share.token };
}

// --- the pictures --------------------------------------------------------------------------------

/** Stores a screenshot as a palette PNG (about a quarter of the size, no visible loss at 1x). */
async function save(name, png) {
  const file = path.join(OUT, name);
  await sharp(png).png({ palette: true, quality: 90, effort: 10 }).toFile(file);
  console.log(`${file}: ${((await fs.stat(file)).size / 1024).toFixed(0)} KB`);
}

async function shoot(browser, session, guide) {
  const admin = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  await admin.addInitScript((s) => {
    localStorage.setItem('userData', JSON.stringify(s));
    localStorage.setItem('yourName', `${s.user.name} ${s.user.lastname}`);
    localStorage.setItem('yourRole', s.user.role);
    sessionStorage.setItem('userPermissions', JSON.stringify(s.permissions));
  }, session);
  const page = await admin.newPage();
  await page.goto(`${BASE_URL}/digital-guides/${guide.id}/edit?tab=content`);
  await page
    .getByRole('button', { name: /Arrival Information/ })
    .first()
    .click();
  await page.getByText('Check-in and the key safe').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await save('guide-edit.png', await page.screenshot());

  // A few guest visits first, so the dashboard has figures.
  for (let i = 0; i < 12; i++) {
    await fetch(`${BASE_URL}/api/guest/guides/${guide.token}/views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  }
  await page.goto(`${BASE_URL}/main-panel`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await save('dashboard.png', await page.screenshot());
  await admin.close();

  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    colorScheme: 'light',
    locale: 'en-GB',
  });
  const guest = await phone.newPage();
  for (const [name, query] of [
    ['guest-phone.png', ''],
    ['guest-phone-arabic.png', '?lang=ar'],
  ]) {
    await guest.goto(`${BASE_URL}/g/${guide.token}${query}`);
    await guest.waitForLoadState('networkidle');
    await guest.waitForTimeout(1000);
    await save(name, await guest.screenshot());
  }
  await guest.goto(`${BASE_URL}/g/${guide.token}`);
  await guest
    .getByRole('link', { name: 'Info' })
    .or(guest.getByRole('button', { name: 'Info' }))
    .first()
    .click();
  await guest.getByText('Local Recommendations').first().waitFor();
  await guest.waitForTimeout(1000);
  await save('guest-phone-info.png', await guest.screenshot());
  await phone.close();
}

async function flyer(guide) {
  const res = await fetch(`${BASE_URL}/api/guides/share/flyer?id_guide=${guide.id}&wifi=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`flyer: HTTP ${res.status}`);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guidebook-flyer-'));
  try {
    const pdf = path.join(dir, 'flyer.pdf');
    await fs.writeFile(pdf, Buffer.from(await res.arrayBuffer()));
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(dir, 'flyer')]);
    await save('flyer.png', await fs.readFile(path.join(dir, 'flyer.png')));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const session = await signUp();
const guide = await fillGuide();
await fs.mkdir(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: chromiumFlags,
});
try {
  await shoot(browser, session, guide);
} finally {
  await browser.close();
}
await flyer(guide);
