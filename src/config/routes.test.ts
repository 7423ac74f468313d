import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths, previewParam, productSlug } from './paths';
import {
  adminPaths,
  pageRoutes,
  routeNamespaces,
  serverCachedRoutes,
  staticPublicPaths,
} from './routes';

describe('the route table', () => {
  it('names every route module once, and every route module is in it', () => {
    const files = readdirSync(path.resolve('src/app/routes'))
      .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
      .map((file) => file.replace(/\.tsx$/, ''))
      .sort();
    const modules = pageRoutes.map((route) => route.module);
    expect(new Set(modules).size).toBe(modules.length);
    expect([...modules].sort()).toEqual(files);
  });

  it('prerenders the public pages, the launch page at the configured product slug', () => {
    expect(staticPublicPaths).toContain(paths.home);
    expect(staticPublicPaths).toContain(`/${productSlug}-live`);
    expect(staticPublicPaths).not.toContain(paths.admin);
    expect(staticPublicPaths.some((route) => route.includes(':'))).toBe(false);
    expect(adminPaths).toEqual([paths.admin, paths.adminNewPost, paths.adminTranslationSettings]);
  });

  it('has patterns that the link builders fill', () => {
    const post = pageRoutes.find((route) => route.module === 'blog-post');
    expect(post?.path.replace(':slug', 'a-post')).toBe(paths.blogPost('a-post'));
    const edit = pageRoutes.find((route) => route.module === 'admin-post');
    expect(edit?.path.replace(':id', 'p1')).toBe(paths.adminEditPost('p1'));
    const workspace = pageRoutes.find((route) => route.module === 'admin-translation-workspace');
    expect(workspace?.path.replace(':id', 'p1')).toBe(paths.adminTranslationWorkspace('p1'));
    expect(paths.postPreview('a post')).toBe(`${paths.blogPost('a post')}?${previewParam}`);
  });

  it("adds a preview's catalogues only when the URL asks for the preview", () => {
    const post = pageRoutes.find((route) => route.module === 'blog-post')!;
    expect(routeNamespaces(post, '')).toEqual(['blog']);
    expect(routeNamespaces(post, '?preview')).toEqual(['blog', 'admin']);
    expect(routeNamespaces(post, '?ref=x&preview=')).toEqual(['blog', 'admin']);
    const list = pageRoutes.find((route) => route.module === 'blog')!;
    expect(routeNamespaces(list, '?preview')).toEqual(['blog']);
  });

  it('says which pages npm start keeps in its page cache: the blog list and its posts', () => {
    expect(serverCachedRoutes).toEqual([
      { path: paths.blog, serverCache: 'list' },
      { path: `${paths.blog}/:slug`, serverCache: 'post' },
    ]);
  });
});
