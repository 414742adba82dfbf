// The Cesium part of /test/cesium, loaded on demand (CesiumPage) so nothing of Cesium is in the
// first-load bundle. A bare CesiumWidget: no geocoder, no base layer picker, no Ion, no imagery
// or terrain from the network; the globe shows the NaturalEarthII tiles bundled with Cesium
// (served by this server, vite.config.ts cesiumStatic) over the ellipsoid. The line is drawn
// section by section, each face as a labelled point; the camera flies to the line. The widget is
// destroyed when the page goes.
import { useEffect, useRef } from 'react';
import {
    BoundingSphere,
    buildModuleUrl,
    Cartesian2,
    Cartesian3,
    CesiumWidget,
    Color,
    EllipsoidTerrainProvider,
    HeadingPitchRange,
    ImageryLayer,
    LabelStyle,
    Math as CesiumMath,
    TileMapServiceImageryProvider,
    Transforms,
    VerticalOrigin,
} from 'cesium';
import 'cesium/Build/Cesium/Widgets/CesiumWidget/CesiumWidget.css';
import { drawHeight, type RouteScene, type ScenePoint } from './scene';

// read by Cesium on its first asset or worker URL (buildModuleUrl), after this module ran
(window as unknown as { CESIUM_BASE_URL: string }).CESIUM_BASE_URL = __CESIUM_BASE_URL__;
// The sun's direction (lighting) without the IAU 2006 tables (1.8 MB, not shipped): Cesium's own
// fallback until they load, the TEME frame, always.
Transforms.computeIcrfToCentralBodyFixedMatrix = (date, result) => Transforms.computeTemeToPseudoFixedMatrix(date, result);

export type GlobeState = { state: 'ready'; entities: number } | { state: 'nowebgl' } | { state: 'error'; message: string };

const FACE = Color.fromCssColorString('#f5222d');
const LABEL_BG = Color.fromCssColorString('rgba(0,0,0,0.65)');

const cartesian = (p: ScenePoint) => Cartesian3.fromDegrees(p.lng, p.lat, drawHeight(p));

/** Draws the scene into the widget; returns every position drawn (for the camera). */
function draw(widget: CesiumWidget, scene: RouteScene): Cartesian3[] {
    const all: Cartesian3[] = [];
    for (const piece of scene.pieces) {
        const positions = piece.points.map(cartesian);
        all.push(...positions);
        widget.entities.add({
            id: `piece:${piece.key}`,
            name: piece.sectionName ?? piece.buildingName,
            polyline: { positions, width: 6, material: Color.fromCssColorString(piece.color) },
        });
    }
    for (const f of scene.faces) {
        const position = cartesian(f.point);
        all.push(position);
        widget.entities.add({
            id: `face:${f.id}`,
            name: `掌子面：${f.name}`,
            position,
            point: { pixelSize: 11, color: FACE, outlineColor: Color.WHITE, outlineWidth: 2, disableDepthTestDistance: Number.POSITIVE_INFINITY },
            label: {
                text: f.label,
                font: '14px sans-serif',
                fillColor: Color.WHITE,
                style: LabelStyle.FILL,
                showBackground: true,
                backgroundColor: LABEL_BG,
                verticalOrigin: VerticalOrigin.BOTTOM,
                pixelOffset: new Cartesian2(0, -12),
                disableDepthTestDistance: Number.POSITIVE_INFINITY,
            },
        });
    }
    return all;
}

export const RouteGlobe = ({ scene, onState }: { scene: RouteScene; onState: (s: GlobeState) => void }) => {
    const box = useRef<HTMLDivElement>(null);
    const report = useRef(onState);
    report.current = onState;
    useEffect(() => {
        const el = box.current;
        if (!el) return;
        let widget: CesiumWidget;
        try {
            widget = new CesiumWidget(el, {
                baseLayer: ImageryLayer.fromProviderAsync(TileMapServiceImageryProvider.fromUrl(buildModuleUrl('Assets/Textures/NaturalEarthII'))),
                terrainProvider: new EllipsoidTerrainProvider(),
                skyBox: false, // no stars, sun or moon: their textures are not shipped
                requestRenderMode: true,
                maximumRenderTimeChange: Number.POSITIVE_INFINITY,
                showRenderLoopErrors: false,
            });
        } catch {
            report.current({ state: 'nowebgl' }); // no WebGL context could be made
            return;
        }
        const globe = widget.scene.globe;
        globe.showWaterEffect = false;
        globe.baseColor = Color.fromCssColorString('#1d3b5a');
        const stopError = widget.scene.renderError.addEventListener((_s, e) => report.current({ state: 'error', message: String((e as Error)?.message ?? e) }));
        const positions = draw(widget, scene);
        if (positions.length > 0) {
            const sphere = BoundingSphere.fromPoints(positions);
            // the field of view spans the longer side: on a portrait screen the line needs more distance
            const portrait = Math.max(1, el.clientHeight / Math.max(1, el.clientWidth));
            const range = Math.max(sphere.radius * 2.4 * portrait, 3000);
            widget.camera.flyToBoundingSphere(sphere, { offset: new HeadingPitchRange(0, CesiumMath.toRadians(-40), range), duration: 1.5 });
        }
        // render on request only; until every entity's geometry is built (in the workers), ask for frames
        const poll = window.setInterval(() => {
            if (widget.isDestroyed()) return;
            widget.scene.requestRender();
            if (widget.dataSourceDisplay.ready) {
                window.clearInterval(poll);
                report.current({ state: 'ready', entities: widget.entities.values.length });
            }
        }, 200);
        return () => {
            window.clearInterval(poll);
            stopError();
            widget.destroy();
        };
    }, [scene]);
    return <div ref={box} data-testid="cesium-canvas-box" style={{ position: 'absolute', inset: 0 }} />;
};

export default RouteGlobe;
