// Local server for the benchmark pages: each at its own address where the run gave it one
// (addresses.mjs: the host resolved here by the browser's rules), else /aeb/<id>.html and
// /wcxb/<id>.html (gzip on disk, served as UTF-8), and /rdb/<case>/source.html. Everything else
// is 404 so nothing depends on the network.
// Over HTTPS (a throwaway certificate, taken with --ignore-certificate-errors), as the pages were
// served when saved: with page scripts on, a page that sends http:// visitors to https:// (AEB
// has one) otherwise navigates away to a URL nothing answers and scores zero.
import https from 'node:https';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { readWcxbPage } from './wcxb.mjs';
import { testCertificate } from '../../../e2e/harness/tls.mjs';

/** `book` (addresses.mjs addressBook): the pages served at their own addresses. */
export async function startServer(dataDir, book = null) {
  const server = https.createServer(await testCertificate(['127.0.0.1', 'localhost']), async (req, res) => {
    try {
      const own = book?.route(req.headers.host, req.url);
      const url = new URL(own ? `/${own.suite}/${own.id}.html` : req.url, 'http://127.0.0.1');
      const html = await load(dataDir, url.pathname);
      if (html === null) {
        res.writeHead(404).end();
        return;
      }
      // The header charset wins over any <meta charset> in the saved page: the files are UTF-8.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `https://127.0.0.1:${server.address().port}` };
}

export async function readAebPage(dataDir, id) {
  const gz = await fs.readFile(path.join(dataDir, 'aeb', 'html', `${id}.html.gz`));
  return new TextDecoder('utf-8').decode(zlib.gunzipSync(gz));
}

async function load(dataDir, pathname) {
  let m = /^\/aeb\/([0-9a-f]{64})\.html$/.exec(pathname);
  if (m) return readAebPage(dataDir, m[1]);
  m = /^\/wcxb\/(\d+)\.html$/.exec(pathname);
  if (m) return readWcxbPage(path.join(dataDir, 'wcxb-dev'), m[1]);
  m = /^\/rdb\/([\w.-]+)\/source\.html$/.exec(pathname);
  if (m) return fs.readFile(path.join(dataDir, 'readability', 'test-pages', m[1], 'source.html'), 'utf8');
  return null;
}
