// The star board in 3D (WebGL through three.js): a board with depth, its camps, lines, holes,
// boundary points and the apexes' ◎, turned pieces in the players' colours with crowned kings,
// the selection lifted, rings on the destinations, the previewed path as dotted arcs with a
// translucent piece where it lands, and the last moves' orange ring and dotted trail. Like the SVG
// board it only draws what it is given and reports taps, clicks and hovering by point; play.js
// decides what they mean.
//
// It draws on demand: a frame is asked for when something changed and frames follow each other
// only while a camera transition or a move's animation runs. The scene the screen shows is the
// one a tap is picked against: a new state and a camera change take effect in the next frame.

import { Orbit, OrbitGestures, POLAR_ABOVE, POLAR_SLANTED } from './orbit.js';
import { sideColours, campTint } from './colours.js';

/** Milliseconds a preset's camera transition takes. */
const CAMERA_MS = 450;
/** Milliseconds a move's animation takes per hop, and at most in all. */
const HOP_MS = 260;
const MOVE_MAX_MS = 1100;
/** How high a selected piece is lifted, in point spacings. */
const LIFT = 0.45;
/** The field of view, degrees (vertical). */
const FOV = 36;

const BOARD_TOP = '#f3e6c8';
const BOARD_SIDE = '#9c7446';
const HEXAGON = '#fbf5e6';
const LINE = '#8b6b3e';
const HOLE = '#5a4630';
const BOUNDARY = '#ffffff';
const APEX = '#4a3218';
const DEST = '#00a8e8';
const DEST_PENDING = '#0b3d91';
const PATH = '#1d3fbf';
const LAST = '#ff7a00';
const CROWN = '#f0b400';
const CROWN_BAND = '#3b2a00';

/** Mixes two CSS hex colours: s of b into a. */
function mix(a, b, s) {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p, shift) => (p >> shift) & 255;
  const out = [16, 8, 0].map((sh) => Math.round(ch(pa, sh) * (1 - s) + ch(pb, sh) * s));
  return '#' + out.map((v) => v.toString(16).padStart(2, '0')).join('');
}

export class Board3D {
  /**
   * @param {object} THREE the three.js module
   * @param {HTMLElement} wrap the element the canvas goes into (before its first child)
   * @param {{onPoint: function(?number, string), onHover: function(?number, string)}} handlers
   * @param {{polar: number, reducedMotion: boolean}} options the start view and whether to animate
   */
  constructor(THREE, wrap, handlers, options) {
    this.T = THREE;
    this.handlers = handlers;
    this.reducedMotion = Boolean(options.reducedMotion);
    const canvas = document.createElement('canvas');
    canvas.id = 'board3d';
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-labelledby', 'board-title');
    canvas.tabIndex = -1;
    wrap.insertBefore(canvas, wrap.firstChild);
    this.canvas = canvas;
    this.renderer = new THREE.WebGLRenderer({ canvas, antialias: true, alpha: true, powerPreference: 'low-power' });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.renderer.setClearColor(0x000000, 0);
    this.scene = new THREE.Scene();
    this.camera = new THREE.PerspectiveCamera(FOV, 1, 1, 200);
    this.camera.rotation.order = 'YXZ';
    this.scene.add(new THREE.HemisphereLight(0xffffff, 0x8a7a66, 1.9));
    const sun = new THREE.DirectionalLight(0xffffff, 1.6);
    sun.position.set(-6, 14, 8);
    this.scene.add(sun);
    this.staticGroup = new THREE.Group();
    this.dynamicGroup = new THREE.Group();
    this.scene.add(this.staticGroup, this.dynamicGroup);
    this.orbit = new Orbit(options.polar);
    this.tweens = [];
    this.paused = false;
    this.frames = 0;
    this.frameAsked = 0;
    this.pending = null;
    this.shown = null;
    this.hoverIndex = null;
    this.gestures = new OrbitGestures(canvas, this.orbit, {
      changed: () => this.requestFrame(),
      tap: (x, y, type) => this.handlers.onPoint(this.pickAt(x, y), type),
      hover: (x, y) => this.hover(x, y),
    });
    this.geometries = new Map();
    this.materials = new Map();
    this.resize = new ResizeObserver(() => this.requestFrame());
    this.resize.observe(canvas);
  }

  // ----- shared GPU resources -----

  /** A geometry made once per board and key. */
  geometry(key, make) {
    let g = this.geometries.get(key);
    if (!g) {
      g = make();
      this.geometries.set(key, g);
    }
    return g;
  }

  /** A material made once per board and key. */
  material(key, make) {
    let m = this.materials.get(key);
    if (!m) {
      m = make();
      this.materials.set(key, m);
    }
    return m;
  }

  basic(colour, opacity = 1) {
    const T = this.T;
    return this.material('basic|' + colour + '|' + opacity, () => new T.MeshBasicMaterial({
      color: colour, transparent: opacity < 1, opacity, depthWrite: opacity >= 1,
    }));
  }

  lit(colour, opacity = 1) {
    const T = this.T;
    return this.material('lit|' + colour + '|' + opacity, () => new T.MeshStandardMaterial({
      color: colour, roughness: 0.45, metalness: 0.05, transparent: opacity < 1, opacity, depthWrite: opacity >= 1,
    }));
  }

  // ----- the board -----

  /** A point of the drawing (geometry.js) on the board's top face, in point spacings. */
  at(p, y = 0) {
    return new this.T.Vector3((p.x - this.cx) / this.unit, y, (p.y - this.cy) / this.unit);
  }

  /** Builds the board: the slab, the hexagon, the camps, the lines, the holes and the apexes. */
  buildBoard(geom, game) {
    const T = this.T;
    this.clearGroup(this.staticGroup);
    this.unit = geom.unit;
    const pts = [...geom.points.values()];
    this.cx = pts.reduce((s, p) => s + p.x, 0) / pts.length;
    this.cy = pts.reduce((s, p) => s + p.y, 0) / pts.length;
    const flat = (x, z) => new T.Vector2(x, -z);
    const shapeOf = (corners, pad) => {
      const c = corners.map((p) => this.at(p));
      const mx = c.reduce((s, v) => s + v.x, 0) / c.length;
      const mz = c.reduce((s, v) => s + v.z, 0) / c.length;
      return new T.Shape(c.map((v) => {
        const d = Math.hypot(v.x - mx, v.z - mz) || 1;
        return flat(v.x + (v.x - mx) / d * pad, v.z + (v.z - mz) / d * pad);
      }));
    };
    const lay = (geometry, y) => {
      geometry.rotateX(-Math.PI / 2);
      geometry.translate(0, y, 0);
      return geometry;
    };

    // The slab: the star's outline (every camp's corner, by angle round the centre) padded out.
    const corners = [];
    for (const c of geom.camps) {
      for (const p of c.corners) {
        const v = this.at(p);
        if (!corners.some((w) => w.distanceTo(v) < 0.01)) {
          corners.push(v);
        }
      }
    }
    corners.sort((a, b) => Math.atan2(a.z, a.x) - Math.atan2(b.z, b.x));
    const outline = new T.Shape(corners.map((v) => {
      const d = Math.hypot(v.x, v.z);
      const pad = d > 5 ? 1.0 : 0.75;
      return flat(v.x * (d + pad) / d, v.z * (d + pad) / d);
    }));
    const slab = new T.ExtrudeGeometry(outline, { depth: 0.45, bevelEnabled: true, bevelThickness: 0.08, bevelSize: 0.12, bevelSegments: 2 });
    slab.rotateX(-Math.PI / 2);
    slab.translate(0, -0.45 - 0.08, 0);
    this.keep(slab);
    this.staticGroup.add(new T.Mesh(slab, [this.lit(BOARD_TOP), this.lit(BOARD_SIDE)]));

    const hexagon = this.keep(lay(new T.ShapeGeometry(shapeOf(geom.hexagon, 0.05)), 0.004));
    this.staticGroup.add(new T.Mesh(hexagon, this.lit(HEXAGON)));
    for (const c of geom.camps) {
      const seat = c.seat === null || c.seat === undefined || c.seat < 0 ? null : c.seat;
      const look = seat === null || !game.traits ? null : game.traits.seats[seat];
      const tint = mix(campTint(game.gameId, seat), BOARD_TOP, 0.15);
      const g = this.keep(lay(new T.ShapeGeometry(shapeOf(c.corners, 0.36)), 0.008));
      const mesh = new T.Mesh(g, this.lit(tint));
      mesh.userData.camp = c.kind + ':' + (look ? look.palette : 'none');
      this.staticGroup.add(mesh);
    }

    // The lines as thin strips on the board.
    const width = 0.05;
    const pos = [];
    for (const [a, b] of geom.lines) {
      const va = this.at(a, 0.012);
      const vb = this.at(b, 0.012);
      const dx = vb.x - va.x;
      const dz = vb.z - va.z;
      const len = Math.hypot(dx, dz) || 1;
      const nx = -dz / len * width / 2;
      const nz = dx / len * width / 2;
      const q = [[va.x + nx, va.z + nz], [va.x - nx, va.z - nz], [vb.x - nx, vb.z - nz], [vb.x + nx, vb.z + nz]];
      for (const i of [0, 1, 2, 0, 2, 3]) {
        pos.push(q[i][0], 0.012, q[i][1]);
      }
    }
    const lines = new T.BufferGeometry();
    lines.setAttribute('position', new T.Float32BufferAttribute(pos, 3));
    lines.computeVertexNormals();
    this.keep(lines);
    const lineMat = this.basic(LINE);
    lineMat.side = T.DoubleSide;
    this.staticGroup.add(new T.Mesh(lines, lineMat));

    // The holes, the boundary points' white rings and the apexes' double rings (◎).
    const boundary = new Set();
    for (const r of (game.layout && game.layout.regions) || []) {
      if (r.kind === 'hexagon_boundary') {
        r.points.forEach((i) => boundary.add(i));
      }
    }
    const hole = this.geometry('hole', () => lay(new T.CircleGeometry(0.12, 20), 0.016));
    const ring = this.geometry('boundary', () => lay(new T.RingGeometry(0.15, 0.22, 24), 0.016));
    const holes = new T.InstancedMesh(hole, this.basic(HOLE), pts.length);
    const rings = new T.InstancedMesh(ring, this.basic(BOUNDARY), Math.max(1, boundary.size));
    rings.count = 0;
    const m = new T.Matrix4();
    pts.forEach((p, i) => {
      const v = this.at(p);
      m.makeTranslation(v.x, 0, v.z);
      holes.setMatrixAt(i, m);
      if (boundary.has(p.index)) {
        rings.setMatrixAt(rings.count++, m);
      }
    });
    this.staticGroup.add(holes, rings);
    const outer = this.geometry('apex-outer', () => lay(new T.RingGeometry(0.42, 0.48, 40), 0.018));
    const inner = this.geometry('apex-inner', () => lay(new T.RingGeometry(0.28, 0.33, 40), 0.018));
    for (const a of geom.apexes) {
      for (const g of [outer, inner]) {
        const mesh = new T.Mesh(g, this.basic(APEX));
        mesh.position.copy(this.at(a.point));
        mesh.userData.apex = a.point.name;
        this.staticGroup.add(mesh);
      }
    }

    // What a tap hits where no piece stands: an invisible disc over each point.
    const target = this.geometry('target', () => lay(new T.CircleGeometry(0.5, 16), 0.02));
    const unseen = this.material('unseen', () => new T.MeshBasicMaterial({ visible: false }));
    this.targets = new T.InstancedMesh(target, unseen, pts.length);
    this.targetIndex = pts.map((p) => p.index);
    pts.forEach((p, i) => {
      const v = this.at(p);
      m.makeTranslation(v.x, 0, v.z);
      this.targets.setMatrixAt(i, m);
    });
    this.staticGroup.add(this.targets);

    // The distance that shows the whole board: its outline's radius seen in the narrower angle.
    this.radius = Math.max(...corners.map((v) => Math.hypot(v.x, v.z))) + 1.4;
  }

  /** A geometry made for this board's layout only, disposed with the board. */
  keep(g) {
    this.geometries.set('own|' + this.geometries.size, g);
    return g;
  }

  // ----- pieces -----

  /** The turned profile of a man (radius, height) in point spacings; a king's is larger. */
  pieceGeometry(king) {
    const T = this.T;
    return this.geometry(king ? 'king' : 'man', () => {
      const s = king ? 1.12 : 1;
      const prof = [[0, 0], [0.36, 0], [0.375, 0.05], [0.34, 0.11], [0.24, 0.18], [0.16, 0.28], [0.14, 0.37],
        [0.2, 0.41], [0.235, 0.49], [0.225, 0.57], [0.18, 0.64], [0.1, 0.69], [0, 0.71]];
      const pts = prof.map(([r, y]) => new T.Vector2(r * s, y * (king ? 1.22 : 1)));
      const g = new T.LatheGeometry(pts, 32);
      g.computeVertexNormals();
      return g;
    });
  }

  /** The king's crown: a gold band with five points and a gold jewel on a dark collar, on its head. */
  crownGeometries() {
    const T = this.T;
    const band = this.geometry('crown-band', () => {
      const g = new T.CylinderGeometry(0.25, 0.2, 0.14, 28, 1, true);
      g.translate(0, 0.9, 0);
      return g;
    });
    const collar = this.geometry('crown-collar', () => {
      const g = new T.TorusGeometry(0.215, 0.035, 8, 28);
      g.rotateX(Math.PI / 2);
      g.translate(0, 0.84, 0);
      return g;
    });
    const spike = this.geometry('crown-spike', () => {
      const g = new T.ConeGeometry(0.07, 0.24, 10);
      g.translate(0, 1.07, 0);
      return g;
    });
    const jewel = this.geometry('crown-jewel', () => {
      const g = new T.SphereGeometry(0.1, 16, 12);
      g.translate(0, 0.93, 0);
      return g;
    });
    return { band, collar, spike, jewel };
  }

  /** A piece as a group standing at (0, 0, 0): its body, a king's crown and a soft shadow under it. */
  makePiece(game, piece, opacity) {
    const T = this.T;
    const name = game.seats[piece.seat] ? game.seats[piece.seat].name : String(piece.seat);
    const col = sideColours(game.gameId, piece.seat);
    const group = new T.Group();
    const body = new T.Mesh(this.pieceGeometry(piece.king), this.lit(col.fill, opacity));
    group.add(body);
    if (piece.king) {
      const c = this.crownGeometries();
      const gold = this.lit(CROWN, opacity);
      const band = new T.Mesh(c.band, gold);
      band.material.side = T.DoubleSide;
      // The jewel in the crown's middle makes a king plain from straight above too.
      group.add(band, new T.Mesh(c.collar, this.lit(CROWN_BAND, opacity)), new T.Mesh(c.jewel, gold));
      for (let k = 0; k < 5; k++) {
        const a = (k / 5) * Math.PI * 2;
        const s = new T.Mesh(c.spike, gold);
        s.position.set(Math.cos(a) * 0.2, 0, Math.sin(a) * 0.2);
        group.add(s);
      }
    }
    group.userData.side = name;
    group.userData.king = Boolean(piece.king);
    return group;
  }

  shadow(v, wide) {
    const T = this.T;
    const g = this.geometry('shadow', () => {
      const d = new T.CircleGeometry(0.42, 24);
      d.rotateX(-Math.PI / 2);
      return d;
    });
    const mesh = new T.Mesh(g, this.basic('#2a1a08', 0.28));
    mesh.position.set(v.x + 0.04, 0.02, v.z + 0.04);
    mesh.scale.setScalar(wide ? 1.15 : 1);
    return mesh;
  }

  // ----- drawing a state -----

  /**
   * Draws a state in the next frame (so that a tap until then is picked on what is shown).
   * @param {object} geom geometry from geometry.js (the star)
   * @param {object} game the game state
   * @param {object} ui selection, destinations, pending, preview and last moves (play.js)
   */
  draw(geom, game, ui) {
    this.pending = { geom, game, ui };
    this.requestFrame();
  }

  /** Builds what `draw` asked for: the board once per game and seat, then the pieces and marks. */
  apply({ geom, game, ui }) {
    const T = this.T;
    const key = game.gameId + '|' + game.viewSeat + '|' + geom.points.size + '|' + game.playerCount;
    if (this.boardKey !== key) {
      this.boardKey = key;
      this.buildBoard(geom, game);
      this.lastAnimated = this.moveKey(game, ui);
    }
    this.clearGroup(this.dynamicGroup);
    this.geom = geom;
    this.game = game;
    this.ui = ui;
    const dyn = this.dynamicGroup;
    this.pieceAt = new Map();

    // A new last move is animated along its path, unless the user prefers less motion.
    const newest = ui.lastMoves && ui.lastMoves[0];
    const mk = this.moveKey(game, ui);
    let moving = null;
    if (mk !== this.lastAnimated) {
      this.lastAnimated = mk;
      if (newest && !this.reducedMotion && newest.path && newest.path.length > 1 && game.contents.get(newest.to)) {
        moving = newest;
      }
    }
    this.tweens = this.tweens.filter((t) => t.kind !== 'move');

    for (const [index, stack] of game.contents) {
      const p = geom.points.get(index);
      if (!stack || !stack.length || !p) {
        continue;
      }
      const top = stack[stack.length - 1];
      const piece = this.makePiece(game, top, 1);
      const v = this.at(p);
      const lifted = ui.selected === index;
      piece.position.set(v.x, lifted ? LIFT : 0, v.z);
      piece.userData.index = index;
      piece.traverse((o) => {
        o.userData.index = index;
      });
      dyn.add(piece, this.shadow(v, lifted));
      this.pieceAt.set(index, piece);
      if (moving && index === moving.to) {
        this.startMove(piece, moving);
      }
    }

    // The selected piece's point: a white ring with a blue edge under the lifted piece.
    if (ui.selected !== null && ui.selected !== undefined && geom.points.get(ui.selected)) {
      const sel = this.geometry('select-ring', () => lay0(new T.RingGeometry(0.4, 0.52, 40)));
      const edge = this.geometry('select-edge', () => lay0(new T.RingGeometry(0.52, 0.58, 40)));
      const v = this.at(geom.points.get(ui.selected), 0.03);
      const a = new T.Mesh(sel, this.basic('#ffffff'));
      const b = new T.Mesh(edge, this.basic(DEST_PENDING));
      a.position.copy(v);
      b.position.copy(v);
      a.userData.selected = geom.points.get(ui.selected).name;
      dyn.add(a, b);
    }

    // Rings on the destinations: a glowing ring and a faint halo (the pending one darker).
    const torus = this.geometry('dest-ring', () => {
      const g = new T.TorusGeometry(0.38, 0.05, 10, 40);
      g.rotateX(Math.PI / 2);
      return g;
    });
    const halo = this.geometry('dest-halo', () => {
      const g = new T.RingGeometry(0.3, 0.56, 40);
      g.rotateX(-Math.PI / 2);
      return g;
    });
    for (const index of ui.destinations || []) {
      const p = geom.points.get(index);
      if (!p) {
        continue;
      }
      const v = this.at(p, 0.06);
      const pending = ui.pending === index;
      const r = new T.Mesh(torus, this.basic(pending ? DEST_PENDING : DEST));
      r.position.copy(v);
      r.userData.dest = p.name;
      const h = new T.Mesh(halo, this.basic(DEST, 0.3));
      h.position.set(v.x, 0.03, v.z);
      dyn.add(r, h);
    }

    // The last moves: an orange ring where each started and its path dotted, the older fainter.
    const lastRing = this.geometry('last-ring', () => {
      const g = new T.TorusGeometry(0.44, 0.045, 10, 40);
      g.rotateX(Math.PI / 2);
      return g;
    });
    (ui.lastMoves || []).forEach((move, k) => {
      const from = geom.points.get(move.from);
      if (!from) {
        return;
      }
      const opacity = k === 0 ? 1 : 0.45;
      const ring = new T.Mesh(lastRing, this.basic(LAST, opacity));
      ring.position.copy(this.at(from, 0.05));
      ring.userData.lastFrom = from.name;
      ring.userData.older = k > 0;
      dyn.add(ring);
      if (move.path && move.path.length > 1) {
        this.dots(move.path.map((i) => geom.points.get(i)), 0, LAST, opacity, k === 0 ? 0.06 : 0.05, 'trail');
      }
    });

    // The preview: the path as dotted arcs over each hop and a translucent piece where it lands.
    this.previewShown = false;
    if (ui.preview && ui.preview.path && ui.preview.path.length > 1) {
      const pts = ui.preview.path.map((i) => geom.points.get(i));
      this.dots(pts, 1, PATH, 1, 0.08, 'preview');
      const landing = pts[pts.length - 1];
      const stack = ui.preview.stack || [];
      if (stack.length) {
        const ghost = this.makePiece(game, stack[stack.length - 1], 0.5);
        ghost.position.copy(this.at(landing));
        ghost.userData.ghost = landing.name;
        ghost.traverse((o) => {
          o.userData.noPick = true;
        });
        dyn.add(ghost);
      }
      this.previewShown = true;
    }
  }

  /** Identifies the newest last move shown, so that it is animated once. */
  moveKey(game, ui) {
    const m = ui.lastMoves && ui.lastMoves[0];
    return m ? game.gameId + '|' + (game.lastMoves.length) + '|' + m.from + '-' + m.to : 'none';
  }

  /**
   * Dots along a path of points: `arc` 1 makes each hop an arc rising with its length (the
   * preview), 0 keeps them on the board (the trail).
   */
  dots(points, arc, colour, opacity, size, role) {
    const T = this.T;
    const sphere = this.geometry('dot', () => new T.SphereGeometry(1, 10, 8));
    const mat = arc ? this.material('path-dots', () => new T.MeshBasicMaterial({ color: colour, depthTest: false, transparent: true }))
      : this.basic(colour, opacity);
    const positions = [];
    for (let i = 1; i < points.length; i++) {
      const a = this.at(points[i - 1]);
      const b = this.at(points[i]);
      const len = a.distanceTo(b);
      const n = Math.max(4, Math.round(len / 0.17));
      for (let k = i === 1 ? 0 : 1; k <= n; k++) {
        positions.push(hopPoint(a, b, k / n, arc ? 0.25 + 0.35 * len : 0).setY(arc ? hopHeight(len, k / n) : 0.07));
      }
    }
    const mesh = new T.InstancedMesh(sphere, mat, positions.length);
    if (arc) {
      // The previewed path stays in sight over the pieces it passes behind.
      mesh.renderOrder = 2;
    }
    const m = new T.Matrix4();
    positions.forEach((v, i) => {
      m.makeScale(size, size, size).setPosition(v);
      mesh.setMatrixAt(i, m);
    });
    mesh.userData.role = role;
    mesh.userData.noPick = true;
    this.dynamicGroup.add(mesh);
  }

  /** Starts the animation of the moved piece along its path, hop by hop in arcs. */
  startMove(piece, move) {
    const pts = move.path.map((i) => this.at(this.geom.points.get(i)));
    const ms = Math.min(MOVE_MAX_MS, HOP_MS * (pts.length - 1));
    const update = (s) => {
      const hops = pts.length - 1;
      const at = Math.min(hops - 1e-9, s * hops);
      const i = Math.floor(at);
      const a = pts[i];
      const b = pts[i + 1];
      const len = a.distanceTo(b);
      const v = hopPoint(a, b, at - i, 0);
      piece.position.set(v.x, hopHeight(len, at - i) * (s >= 1 ? 0 : 1), v.z);
      if (s >= 1) {
        piece.position.copy(pts[pts.length - 1]);
      }
    };
    update(0);
    this.tweens.push({ kind: 'move', ms, t: 0, update });
  }

  // ----- the camera -----

  /** Moves the camera smoothly to a preset: 'slanted' or 'above' (the board turned back, zoomed out). */
  preset(view) {
    const to = { azimuth: 0, polar: view === 'slanted' ? POLAR_SLANTED : POLAR_ABOVE, zoom: 1 };
    this.tweens = this.tweens.filter((t) => t.kind !== 'camera');
    if (this.reducedMotion) {
      this.orbit.between(to, to, 1);
      this.requestFrame();
      return;
    }
    const from = this.orbit.snapshot();
    this.tweens.push({ kind: 'camera', ms: CAMERA_MS, t: 0, update: (s) => this.orbit.between(from, to, ease(s)) });
    this.requestFrame();
  }

  /** Places the camera from the orbit and fits the board to the canvas's shape. */
  placeCamera() {
    const T = this.T;
    const aspect = this.width / this.height;
    this.camera.aspect = aspect;
    const vHalf = (FOV / 2) * Math.PI / 180;
    const hHalf = Math.atan(Math.tan(vHalf) * aspect);
    // The sphere round the board: the whole board in sight however it is turned and tilted (a
    // tilted board's near tip comes closer to the camera and shows larger).
    this.orbit.fit = (this.radius || 9) / Math.sin(Math.min(vHalf, hHalf));
    const o = this.orbit;
    this.camera.rotation.set(-(Math.PI / 2 - o.polar), o.azimuth, 0);
    const d = o.distance;
    const v = new T.Vector3(0, d * Math.cos(o.polar), d * Math.sin(o.polar));
    v.applyAxisAngle(new T.Vector3(0, 1, 0), o.azimuth);
    this.camera.position.copy(v);
    this.camera.updateProjectionMatrix();
    this.camera.updateMatrixWorld(true);
  }

  // ----- frames -----

  /** Asks for a frame (once, however often it is asked before it comes). */
  requestFrame() {
    if (this.disposed || this.frameAsked) {
      return;
    }
    this.frameAsked = requestAnimationFrame((now) => this.frame(now));
  }

  frame(now) {
    this.frameAsked = 0;
    if (this.disposed) {
      return;
    }
    const dt = this.lastFrame === undefined || !this.tweens.length ? 0 : Math.min(100, now - this.lastFrame);
    this.lastFrame = now;
    if (this.pending) {
      const p = this.pending;
      this.pending = null;
      this.apply(p);
    }
    if (!this.paused) {
      for (const t of this.tweens) {
        t.t = Math.min(t.ms, t.t + dt);
        t.update(t.ms ? t.t / t.ms : 1);
      }
      this.tweens = this.tweens.filter((t) => t.t < t.ms);
    }
    this.render();
    if (this.tweens.length && !this.paused) {
      this.requestFrame();
    }
  }

  /** Renders the scene at the canvas's size now (the frame's work; also for measuring). */
  render() {
    const w = Math.max(1, this.canvas.clientWidth);
    const h = Math.max(1, this.canvas.clientHeight);
    if (w !== this.width || h !== this.height) {
      this.width = w;
      this.height = h;
      this.renderer.setSize(w, h, false);
    }
    this.placeCamera();
    this.renderer.render(this.scene, this.camera);
    this.frames++;
    this.shownAt = performance.now();
  }

  /** Pauses (true) or resumes (false) the running animations where they are. */
  pause(paused) {
    this.paused = Boolean(paused);
    if (!this.paused) {
      this.lastFrame = undefined;
      this.requestFrame();
    }
  }

  /** Puts every running animation at a share s (0 to 1) of its course and draws it, paused. */
  seek(s) {
    this.paused = true;
    for (const t of this.tweens) {
      t.t = t.ms * Math.min(1, Math.max(0, s));
      t.update(t.ms ? t.t / t.ms : 1);
    }
    this.requestFrame();
  }

  /** Ends every running animation at its end, in the next frame. */
  finish() {
    for (const t of this.tweens) {
      t.t = t.ms;
      t.update(1);
    }
    this.tweens = [];
    this.requestFrame();
  }

  /** Whether a state or a camera change waits for its frame, or an animation runs. */
  get busy() {
    return Boolean(this.pending || this.frameAsked || this.tweens.length);
  }

  // ----- picking -----

  /** The point under a client position, by a ray from the camera as last drawn; null for none. */
  pickAt(clientX, clientY) {
    if (!this.game || !this.width) {
      return null;
    }
    const T = this.T;
    const rect = this.canvas.getBoundingClientRect();
    const ndc = new T.Vector2(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1);
    const ray = new T.Raycaster();
    ray.setFromCamera(ndc, this.camera);
    const pieces = [...this.pieceAt.values()];
    const hits = ray.intersectObjects(pieces, true).filter((h) => !h.object.userData.noPick);
    if (hits.length) {
      return hits[0].object.userData.index;
    }
    const onPoint = ray.intersectObject(this.targets, false);
    if (onPoint.length && onPoint[0].instanceId !== undefined) {
      return this.targetIndex[onPoint[0].instanceId];
    }
    return null;
  }

  hover(x, y) {
    if (this.gestures.busy && x !== null) {
      return;
    }
    const index = x === null ? null : this.pickAt(x, y);
    if (index !== this.hoverIndex) {
      this.hoverIndex = index;
      this.handlers.onHover(index, 'mouse');
    }
  }

  /**
   * Where a point shows on the screen now, in client px: on the board, or `onTop` at the top of the
   * piece standing there (where a click surely hits that piece from above).
   */
  screenOf(index, onTop) {
    const p = this.geom && this.geom.points.get(index);
    if (!p) {
      return null;
    }
    let v = this.at(p);
    const piece = onTop && this.pieceAt.get(index);
    if (piece) {
      v = piece.position.clone().setY(piece.position.y + (piece.userData.king ? 0.8 : 0.6));
    }
    v.project(this.camera);
    const rect = this.canvas.getBoundingClientRect();
    return { x: rect.left + (v.x + 1) / 2 * rect.width, y: rect.top + (1 - v.y) / 2 * rect.height };
  }

  /** What the scene shows now, by role, for tests and the page's attributes. */
  describe() {
    const out = { pieces: [], destinations: [], lastFrom: [], ghost: null, preview: 0, trail: 0, apexes: 0, camps: [] };
    this.dynamicGroup.children.forEach((o) => {
      const u = o.userData;
      if (u.dest) {
        out.destinations.push(u.dest);
      } else if (u.lastFrom) {
        out.lastFrom.push({ point: u.lastFrom, older: u.older, opacity: o.material.opacity });
      } else if (u.ghost) {
        out.ghost = u.ghost;
      } else if (u.role === 'preview') {
        out.preview = o.count;
      } else if (u.role === 'trail') {
        out.trail += o.count;
      } else if (u.index !== undefined && o.isGroup) {
        const p = this.geom.points.get(u.index);
        out.pieces.push({ point: p.name, side: u.side, king: u.king, lifted: o.position.y > 0.2 });
      }
    });
    this.staticGroup.children.forEach((o) => {
      if (o.userData.apex) {
        out.apexes++;
      }
      if (o.userData.camp) {
        out.camps.push(o.userData.camp);
      }
    });
    return out;
  }

  // ----- leaving -----

  clearGroup(group) {
    for (const o of [...group.children]) {
      group.remove(o);
      if (o.isInstancedMesh) {
        // Its instance matrices are a buffer of their own.
        o.dispose();
      }
    }
  }

  /**
   * Frees the GPU resources (geometries, materials, programs, the context) and removes the canvas.
   * Returns the renderer's counts before, after disposing every geometry and material, and after
   * disposing the renderer itself (its own resources), and whether the context is lost.
   */
  dispose() {
    if (this.disposed) {
      return this.left;
    }
    this.disposed = true;
    if (this.frameAsked) {
      cancelAnimationFrame(this.frameAsked);
      this.frameAsked = 0;
    }
    this.resize.disconnect();
    const before = this.counts();
    this.clearGroup(this.dynamicGroup);
    this.clearGroup(this.staticGroup);
    this.geometries.forEach((g) => g.dispose());
    this.materials.forEach((m) => m.dispose());
    this.geometries.clear();
    this.materials.clear();
    this.renderer.renderLists.dispose();
    const after = this.counts();
    this.renderer.dispose();
    this.left = { before, after, afterRenderer: this.counts() };
    this.renderer.forceContextLoss();
    this.left.contextLost = this.renderer.getContext().isContextLost();
    this.canvas.remove();
    return this.left;
  }

  /** The renderer's live resources: geometries, textures and shader programs. */
  counts() {
    const info = this.renderer.info;
    return {
      geometries: info.memory.geometries,
      textures: info.memory.textures,
      programs: info.programs ? info.programs.length : 0,
    };
  }
}

/** A flat geometry turned to lie on the board (its normal up). */
function lay0(g) {
  g.rotateX(-Math.PI / 2);
  return g;
}

/** A point a share s along a hop from a to b (y left at 0). */
function hopPoint(a, b, s) {
  return a.clone().lerp(b, s);
}

/** The height of a hop's arc a share s along it: higher for a jump than for a step. */
function hopHeight(len, s) {
  const top = 0.12 + 0.32 * len;
  return 0.08 + 4 * top * s * (1 - s);
}

function ease(s) {
  return s < 0.5 ? 2 * s * s : 1 - 2 * (1 - s) * (1 - s);
}
