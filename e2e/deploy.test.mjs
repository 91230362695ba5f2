// The deployment files in deploy/ (README "Running a fleet"), without Docker or Kubernetes: neither runs
// on the project's machines, so this is what checks them. Every YAML file parses (all its documents,
// duplicate keys refused); the Dockerfile passes dockerfile-utils' validator and puts the jar and the
// built extension where scripts/lib.sh and LaunchCommand look for them; compose has the hub, two
// node-chromium nodes and the daemon on one network, with a `grid` command whose address and Host
// settings fit together; every Kubernetes document has apiVersion, kind and metadata.name, the
// StatefulSet's serviceName is its headless Service, Services and Secrets it names exist; the Helm
// values pin node-chromium and KEDA's job scaling; and every --option and GRID_* variable the files
// give tabrelay is one `tabrelay grid --help` knows. No browser, no daemon: a second or so, plus one
// JVM for the help text.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { validate } from 'dockerfile-utils';
import { parseAllDocuments } from 'yaml';
import { ROOT } from './harness/paths.mjs';

const DEPLOY = path.join(ROOT, 'deploy');
const K8S = path.join(DEPLOY, 'kubernetes');
const read = (p) => readFileSync(p, 'utf8');

/** Every document of a YAML file as plain JS; fails on any parse error or warning (duplicate keys too). */
function yamlDocs(file) {
  // merge: compose's `<<: *anchor`, which Docker Compose resolves.
  const docs = parseAllDocuments(read(file), { merge: true, uniqueKeys: true });
  assert.ok(Array.isArray(docs), `${file}: not YAML`);
  for (const d of docs) {
    const problems = [...d.errors, ...d.warnings].map((e) => e.message);
    assert.deepEqual(problems, [], `${path.relative(ROOT, file)} does not parse cleanly`);
  }
  return docs.map((d) => d.toJS()).filter((d) => d != null);
}

const yamlFiles = (dir) => readdirSync(dir, { recursive: true }).filter((f) => /\.ya?ml$/.test(f)).map((f) => path.join(dir, f));
const compose = () => yamlDocs(path.join(DEPLOY, 'compose.yaml'))[0];
const manifests = () => readdirSync(K8S).filter((f) => /\.ya?ml$/.test(f) && !f.endsWith('-values.yaml'))
  .flatMap((f) => yamlDocs(path.join(K8S, f)).map((doc) => ({ file: f, doc })));
const values = () => yamlDocs(path.join(K8S, 'selenium-grid-values.yaml'))[0];
const byKind = (kind) => manifests().filter((m) => m.doc.kind === kind).map((m) => m.doc);
const envOf = (container) => Object.fromEntries((container.env ?? []).map((e) => [e.name, e.value ?? e.valueFrom]));

/** The value after `--name` in an argv-like list (compose's command), or undefined. */
const optionValue = (argv, name) => { const i = argv.indexOf(name); return i < 0 ? undefined : String(argv[i + 1]); };

/** The StatefulSet's daemon container and the shell script it runs tabrelay from. */
function daemonPod() {
  const [sts] = byKind('StatefulSet');
  const container = sts.spec.template.spec.containers.find((c) => c.name === 'tabrelay');
  const script = container.args.join('\n');
  return { sts, container, script };
}

/** Every --option the deploy files pass to tabrelay (compose's command, the StatefulSet's script). */
function optionsGiven() {
  const fromCompose = compose().services.tabrelay.command.filter((a) => String(a).startsWith('--'));
  const { script } = daemonPod();
  const fromScript = [...script.matchAll(/(?<![\w-])--[a-z][a-z0-9-]*/g)].map((m) => m[0]);
  return [...new Set([...fromCompose, ...fromScript])].sort();
}

test('every YAML file in deploy/ parses, every document of it', () => {
  const files = yamlFiles(DEPLOY);
  assert.ok(files.length >= 4, `found only ${files.join(', ')}`);
  for (const f of files) assert.ok(yamlDocs(f).length >= 1, `${f} is empty`);
});

test('the Dockerfile is valid and puts the jar and extension/dist where the launcher and the daemon look', () => {
  const text = read(path.join(DEPLOY, 'Dockerfile'));
  const problems = validate(text).filter((d) => d.severity <= 2).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
  assert.deepEqual(problems, [], 'dockerfile-utils found problems');

  const lines = text.split('\n').filter((l) => !/^\s*#/.test(l)).join('\n').replace(/\\\n/g, ' ').split('\n');
  const stages = [];
  for (const l of lines) {
    const m = l.match(/^\s*(\w+)\s+(.*)$/);
    if (!m) continue;
    if (m[1] === 'FROM') stages.push({ from: m[2], ins: [] });
    else stages.at(-1).ins.push({ op: m[1], args: m[2].trim() });
  }
  const runtime = stages.at(-1);
  const get = (op) => runtime.ins.filter((i) => i.op === op).map((i) => i.args);
  const home = get('WORKDIR').at(-1);
  assert.equal(home, '/opt/tabrelay');

  // Sources copied from the build context exist in the repository, and the ignore file keeps them in.
  const ignore = read(path.join(DEPLOY, 'Dockerfile.dockerignore')).split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  for (const s of stages) {
    for (const c of s.ins.filter((i) => i.op === 'COPY' && !i.args.startsWith('--from'))) {
      for (const src of c.args.split(/\s+/).slice(0, -1)) {
        assert.ok(existsSync(path.join(ROOT, src)), `COPY ${src}: no such file in the repository`);
        const clean = src.replace(/\/$/, '');
        assert.ok(!ignore.some((p) => clean === p || clean.startsWith(`${p}/`)), `COPY ${src} is excluded by Dockerfile.dockerignore`);
      }
    }
  }

  // The jar: where scripts/lib.sh runs it from (JAR=...), relative to TABRELAY_HOME, the folder of ./tabrelay.
  const lib = read(path.join(ROOT, 'scripts/lib.sh'));
  const jarRel = lib.match(/^JAR="\$TABRELAY_HOME\/([^"]+)"/m)?.[1];
  assert.ok(jarRel, 'scripts/lib.sh no longer sets JAR="$TABRELAY_HOME/…"');
  const copies = get('COPY');
  const dest = (src) => copies.find((c) => c.split(/\s+/).includes(src))?.split(/\s+/).at(-1);
  assert.equal(path.posix.join(home, dest('/src/server/target/tabrelay.jar')), path.posix.join(home, jarRel));
  assert.equal(path.posix.join(home, dest('tabrelay')), path.posix.join(home, 'tabrelay'));
  assert.equal(path.posix.join(home, dest('scripts/lib.sh')), path.posix.join(home, 'scripts/lib.sh'));
  // Maven writes target/<finalName>.jar.
  assert.match(read(path.join(ROOT, 'server/pom.xml')), /<finalName>tabrelay<\/finalName>/);

  // The extension: the daemon takes TABRELAY_EXTENSION_DIR, else <tabrelay.home>/extension/dist.
  const launch = read(path.join(ROOT, 'server/src/main/java/dev/tabrelay/cli/LaunchCommand.java'));
  assert.match(launch, /getenv\("TABRELAY_EXTENSION_DIR"\)/);
  assert.match(launch, /Path\.of\(home, "extension", "dist"\)/);
  assert.match(read(path.join(ROOT, 'extension/build.mjs')), /join\(root, 'dist'\)/);
  assert.equal(path.posix.join(home, dest('/src/extension/dist')), path.posix.join(home, 'extension/dist'));
  assert.match(get('ENV').join(' '), new RegExp(`TABRELAY_EXTENSION_DIR=${home}/extension/dist\\b`));

  const user = get('USER').at(-1);
  assert.ok(user && !/^(root|0)(:|$)/.test(user), `the daemon runs as ${user ?? 'root'}`);
  assert.equal(get('ENTRYPOINT').at(-1), `["${home}/tabrelay"]`);
});

test('compose: a hub, two node-chromium nodes of its release and the daemon running `grid` on one network', () => {
  const c = compose();
  const s = c.services;
  const hubTag = s['selenium-hub'].image.match(/^selenium\/hub:(\d+\.\d+\.\d+-\d{8})$/)?.[1];
  assert.ok(hubTag, `pin the hub to an explicit release: ${s['selenium-hub'].image}`);
  assert.ok(Number(s['selenium-hub'].environment.SE_SESSION_REQUEST_TIMEOUT) > 0);

  const nodes = Object.entries(s).filter(([, v]) => String(v.image).startsWith('selenium/node-'));
  assert.equal(nodes.length, 2, 'two Grid nodes');
  for (const [name, n] of nodes) {
    assert.equal(n.image, `selenium/node-chromium:${hubTag}`, `${name}: node-chromium of the hub's release (never node-chrome)`);
    assert.equal(n.shm_size, '2gb', `${name}: shm_size`);
    assert.equal(n.environment.SE_EVENT_BUS_HOST, 'selenium-hub');
    assert.equal(n.environment.SE_NODE_MAX_SESSIONS, '1');
    assert.ok(Number(n.environment.SE_NODE_SESSION_TIMEOUT) > 0, `${name}: SE_NODE_SESSION_TIMEOUT`);
  }
  assert.doesNotMatch(read(path.join(DEPLOY, 'compose.yaml')).replace(/#.*$/gm, ''), /node-chrome\b(?!-for-testing)/);

  const d = s.tabrelay;
  assert.equal(d.build.dockerfile, 'deploy/Dockerfile');
  assert.ok(existsSync(path.join(DEPLOY, d.build.context, d.build.dockerfile)), 'build context + dockerfile');
  const cmd = d.command.map(String);
  assert.equal(cmd[0], 'grid');
  assert.equal(optionValue(cmd, '--hub'), 'http://selenium-hub:4444');
  const adv = new URL(optionValue(cmd, '--advertise'));
  assert.equal(adv.protocol, 'ws:');
  assert.ok(s[adv.hostname], `--advertise names ${adv.hostname}, which is no service`);
  assert.equal(adv.hostname, 'tabrelay');
  const published = d.ports.map((p) => String(p).split(':').at(-1));
  assert.ok(published.includes(adv.port), `the daemon listens on ${adv.port}`);
  assert.equal(optionValue(cmd, '--host'), '0.0.0.0');
  assert.ok(cmd.includes('--require-auth'), 'off loopback the daemon refuses to start without --require-auth');
  assert.ok(optionValue(cmd, '--allowed-hosts').split(',').includes(adv.hostname),
    'the browsers send Host: tabrelay:22816, refused unless allowed');
  const browsers = Number(optionValue(cmd, '--browsers'));
  assert.ok(browsers >= 1 && browsers <= nodes.length, '--browsers fits the nodes');
  assert.ok(Number(optionValue(cmd, '--max')) <= nodes.length, '--max fits the nodes');
  const heartbeat = Number(optionValue(cmd, '--heartbeat') ?? 60);
  for (const [, n] of nodes) assert.ok(heartbeat < Number(n.environment.SE_NODE_SESSION_TIMEOUT) / 2, '--heartbeat well below the session timeout');
  assert.ok(Number(optionValue(cmd, '--queue-timeout') ?? 60) <= Number(s['selenium-hub'].environment.SE_SESSION_REQUEST_TIMEOUT));
  assert.ok(d.volumes.some((v) => String(v).endsWith(':/config')), 'CONFIG_DIR (/config) on a volume, for keys.json');

  for (const name of ['selenium-hub', ...nodes.map(([n]) => n)]) {
    assert.ok(s[name].networks.some((n) => d.networks.includes(n)), `${name} shares a network with the daemon`);
  }
});

test('Kubernetes: every document is whole; the StatefulSet, its Services and Secrets fit together', () => {
  const all = manifests();
  assert.ok(all.length >= 5, `only ${all.length} documents`);
  for (const { file, doc } of all) {
    assert.ok(doc.apiVersion && doc.kind && doc.metadata?.name, `${file}: a document without apiVersion, kind or metadata.name`);
  }
  const services = byKind('Service');
  const secrets = byKind('Secret');
  const { sts, container, script } = daemonPod();
  const labels = sts.spec.template.metadata.labels;
  const selects = (sel) => Object.entries(sel).every(([k, v]) => labels[k] === v);

  assert.deepEqual(sts.spec.selector.matchLabels, Object.fromEntries(Object.keys(sts.spec.selector.matchLabels).map((k) => [k, labels[k]])));
  const headless = services.find((s) => s.metadata.name === sts.spec.serviceName);
  assert.ok(headless, `serviceName ${sts.spec.serviceName} names no Service`);
  assert.equal(headless.spec.clusterIP, 'None', 'the StatefulSet\'s Service must be headless');
  const agents = services.filter((s) => s !== headless);
  assert.ok(agents.length >= 1, 'a Service for agents');
  for (const svc of services) {
    assert.ok(selects(svc.spec.selector), `${svc.metadata.name} selects no daemon pod`);
    for (const p of svc.spec.ports) {
      assert.ok(container.ports.some((cp) => cp.name === p.targetPort || cp.containerPort === p.targetPort), `${svc.metadata.name}: targetPort ${p.targetPort}`);
    }
  }

  // Secrets named by env and volumes exist with those keys.
  const secretKeys = Object.fromEntries(secrets.map((s) => [s.metadata.name, Object.keys({ ...s.stringData, ...s.data })]));
  for (const e of container.env.filter((x) => x.valueFrom?.secretKeyRef)) {
    const { name, key } = e.valueFrom.secretKeyRef;
    assert.ok(secretKeys[name]?.includes(key), `env ${e.name}: Secret ${name} has no key ${key}`);
  }
  for (const v of sts.spec.template.spec.volumes.filter((x) => x.secret)) {
    assert.ok(secretKeys[v.secret.secretName], `volume ${v.name}: no Secret ${v.secret.secretName}`);
  }
  JSON.parse(secrets.find((s) => s.metadata.name === 'tabrelay-keys').stringData['keys.json']);

  // The per-pod options: own DNS name through the headless Service, id from the pod name, the others as peers.
  const env = envOf(container);
  assert.deepEqual(env.POD_NAME, { fieldRef: { fieldPath: 'metadata.name' } });
  assert.equal(Number(env.REPLICAS), sts.spec.replicas, 'REPLICAS (the peers the script names) = spec.replicas');
  const port = container.ports.find((p) => p.name === 'http').containerPort;
  assert.match(script, /\bexec \/opt\/tabrelay\/tabrelay grid\b/);
  assert.ok(script.includes(`--advertise "ws://$POD_NAME.${headless.metadata.name}:${port}"`), '--advertise: the pod\'s name under the headless Service');
  assert.ok(script.includes('--daemon-id "$POD_NAME"'));
  assert.ok(script.includes(`--peer "$id=http://$id.${headless.metadata.name}:${port}"`), '--peer: the other pods under the headless Service');
  assert.ok(script.includes(`id="${sts.metadata.name}-$i"`), 'peer ids are the StatefulSet\'s pod names');
  assert.ok(script.includes('--require-auth') && script.includes('--host 0.0.0.0'));
  const allowed = script.match(/--allowed-hosts "([^"]+)"/)?.[1].split(',');
  assert.ok(allowed?.includes(`$POD_NAME.${headless.metadata.name}`), 'browsers and peers send Host: <pod>.<headless service>');
  for (const a of agents) assert.ok(allowed.includes(a.metadata.name), `agents send Host: ${a.metadata.name}`);
  assert.ok(script.includes('--hub http://selenium-hub:4444'), 'the hub Service of the chart installed as release "selenium"');

  const probe = container.readinessProbe.httpGet;
  assert.equal(probe.path, '/health');
  assert.ok(probe.httpHeaders?.some((h) => h.name === 'Host' && ['localhost', '127.0.0.1'].includes(h.value)), 'the probe\'s Host must pass the daemon\'s Host check');
  assert.ok(container.resources?.requests?.cpu && container.resources?.requests?.memory, 'resource requests');
  assert.equal(sts.spec.template.spec.securityContext.runAsNonRoot, true);
  assert.equal(container.image, compose().services.tabrelay.image, 'the image compose builds');
});

test('Helm values: node-chromium of the same release as compose, KEDA job scaling, Grid auth = the daemons\' Secret', () => {
  const v = values();
  const tag = compose().services['selenium-hub'].image.split(':')[1];
  assert.equal(v.global.seleniumGrid.imageTag, tag);
  assert.equal(v.global.seleniumGrid.nodesImageTag, tag);
  assert.equal(v.chromeNode.enabled, true);
  assert.equal(v.chromeNode.imageName, 'node-chromium', 'the chart\'s default node-chrome runs branded Chrome, which ignores --load-extension');
  assert.equal(v.autoscaling.scalingType, 'job');
  assert.ok(v.autoscaling.enabled || v.autoscaling.enableWithExistingKEDA, 'autoscaling on');
  assert.equal(v.firefoxNode.enabled, false);
  assert.equal(v.edgeNode.enabled, false);
  const nodeEnv = Object.fromEntries(v.chromeNode.extraEnvironmentVariables.map((e) => [e.name, e.value]));
  const hubEnv = Object.fromEntries(v.hub.extraEnvironmentVariables.map((e) => [e.name, e.value]));
  const { sts, script } = daemonPod();
  const heartbeat = Number(script.match(/--heartbeat (\d+)/)?.[1] ?? 60);
  assert.ok(heartbeat < Number(nodeEnv.SE_NODE_SESSION_TIMEOUT) / 2, '--heartbeat well below SE_NODE_SESSION_TIMEOUT');
  assert.ok(Number(script.match(/--queue-timeout (\d+)/)?.[1] ?? 60) < Number(hubEnv.SE_SESSION_REQUEST_TIMEOUT));
  const max = Number(script.match(/--max (\d+)/)?.[1] ?? 4);
  assert.ok(v.autoscaling.scaledOptions.maxReplicaCount >= max * sts.spec.replicas, 'room for every daemon\'s --max');
  const grid = byKind('Secret').find((s) => s.metadata.name === 'tabrelay-grid').stringData;
  if (v.basicAuth?.enabled) {
    assert.equal(grid.GRID_USER, v.basicAuth.username);
    assert.equal(grid.GRID_PASSWORD, v.basicAuth.password);
  }
});

test('every option the deploy files give tabrelay is one `tabrelay grid --help` lists', () => {
  const jar = process.env.TABRELAY_JAR ?? path.join(ROOT, 'server/target/run/tabrelay.jar');
  const java = spawnSync('bash', ['-c', '. scripts/lib.sh && find_java >/dev/null && printf %s "$JAVA"'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(java.status, 0, java.stderr);
  assert.ok(existsSync(jar), `${jar} is missing: build it first (./tabrelay build), or set TABRELAY_JAR`);
  const r = spawnSync(java.stdout, ['-jar', jar, 'grid', '--help'], { encoding: 'utf8', timeout: 60_000 });
  const help = `${r.stdout}${r.stderr}`;
  assert.match(help, /^Usage: tabrelay grid\b/m, `this tabrelay has no \`grid\` command (${jar}):\n${help.slice(0, 300)}`);
  const known = new Set(help.match(/--[a-z][a-z0-9-]*/g));
  const given = optionsGiven();
  assert.ok(given.length > 8, given.join(' '));
  assert.deepEqual(given.filter((o) => !known.has(o)), [], '`tabrelay grid --help` does not list these options');
  // The StatefulSet passes the Grid's credentials by environment, as the spec names them.
  const { container } = daemonPod();
  for (const name of container.env.map((e) => e.name).filter((n) => n.startsWith('GRID_'))) {
    assert.match(help, new RegExp(`\\b${name}\\b`), `\`tabrelay grid --help\` does not name the variable ${name}`);
  }
});
