/**
 * Videos: probed with ffprobe and transcoded with ffmpeg to H.264/AAC MP4 with fast start (the
 * index first, so playback starts before the whole file arrives), at most VIDEO_MAX_HEIGHT high,
 * plus a poster frame as WebP. The binaries come from the npm packages that carry them in their
 * tarballs; FFMPEG_PATH / FFPROBE_PATH override them (production uses Debian's current ffmpeg,
 * since it decodes untrusted uploads). Nothing here runs on the request path but the probe.
 */
import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { VIDEO_MAX_HEIGHT, VIDEO_MAX_SECONDS } from "@site/contracts";
import sharp from "sharp";

const run = promisify(execFile);
const require = createRequire(import.meta.url);

function packaged(pkg: string, binary: string): string {
  try {
    return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), binary);
  } catch {
    return binary; // from PATH
  }
}

export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
}

export function videoTools(env: Record<string, string | undefined> = process.env): VideoTools {
  return {
    ffmpeg: env.FFMPEG_PATH || packaged("@ffmpeg-installer/linux-x64", "ffmpeg"),
    ffprobe: env.FFPROBE_PATH || packaged("@ffprobe-installer/linux-x64", "ffprobe"),
  };
}

export interface VideoProbe {
  seconds: number;
  width: number;
  height: number;
  audio: boolean;
}

/** What ffprobe reads of a file; undefined when it holds no video stream it can decode. */
export async function probeVideo(tools: VideoTools, file: string): Promise<VideoProbe | undefined> {
  try {
    const { stdout } = await run(
      tools.ffprobe,
      ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file],
      { timeout: 20_000, maxBuffer: 4 * 1024 * 1024 },
    );
    const info = JSON.parse(stdout) as {
      format?: { duration?: string };
      streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
    };
    const video = info.streams?.find((s) => s.codec_type === "video" && (s.width ?? 0) > 0);
    if (!video) return undefined;
    const seconds = Number(info.format?.duration ?? video.duration ?? Number.NaN);
    return {
      seconds: Number.isFinite(seconds) ? seconds : 0,
      width: video.width ?? 0,
      height: video.height ?? 0,
      audio: info.streams?.some((s) => s.codec_type === "audio") ?? false,
    };
  } catch {
    return undefined;
  }
}

/**
 * Transcodes `input` to `output` (MP4) and writes a WebP poster from a frame near the start.
 * Audio is kept as AAC, or a silent track is not invented when the source has none.
 */
export async function transcodeVideo(
  tools: VideoTools,
  input: string,
  output: string,
  poster: string,
  probe: VideoProbe,
): Promise<void> {
  const height = Math.min(VIDEO_MAX_HEIGHT, probe.height - (probe.height % 2));
  await run(
    tools.ffmpeg,
    [
      "-v",
      "error",
      "-y",
      "-i",
      input,
      "-t",
      String(VIDEO_MAX_SECONDS),
      "-map",
      "0:v:0",
      ...(probe.audio ? ["-map", "0:a:0", "-c:a", "aac", "-b:a", "96k"] : []),
      "-vf",
      `scale=-2:${height}`,
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-crf",
      "26",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      "-map_metadata",
      "-1",
      "-threads",
      "1",
      output,
    ],
    { timeout: 10 * 60_000, maxBuffer: 4 * 1024 * 1024 },
  );
  const at = Math.min(1, probe.seconds / 2);
  const frame = `${poster}.frame.png`;
  await run(tools.ffmpeg, ["-v", "error", "-y", "-ss", String(at), "-i", output, "-frames:v", "1", frame], {
    timeout: 60_000,
  });
  await sharp(frame).resize({ width: 640, withoutEnlargement: true }).webp({ quality: 80 }).toFile(poster);
  await rm(frame, { force: true });
}
